import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { NotFoundView } from '../../components/NotFoundView.tsx';

/** Public 404 for any path the app does not know. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-full flex-col">
      <header className="px-6 py-5">
        <Link to="/" aria-label="Atrium home">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-20">
        <NotFoundView />
      </main>
    </div>
  );
}
