import { Link } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

export function Header() {
  return (
    <header className="flex h-15 shrink-0 print:hidden items-center justify-between border-b border-zinc-200 bg-white px-4 sm:px-6">
      <Link
        to="/"
        aria-label="Atrium home"
        className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <Logo />
      </Link>
      <UserMenu />
    </header>
  );
}
