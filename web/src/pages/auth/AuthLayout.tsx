import { Box, FolderKanban, Orbit } from 'lucide-react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

const highlights = [
  { icon: Box, text: 'Keep every property and venue in one place' },
  { icon: Orbit, text: 'Turn walkthrough videos into 3D tours' },
  { icon: FolderKanban, text: 'Share projects and scenes with a link' },
];

/** Public shell of the account screens: a brand panel beside the form on wide screens. */
export function AuthLayout() {
  return (
    <div className="grid min-h-full lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-indigo-950 p-12 text-indigo-100 lg:flex lg:flex-col lg:justify-between">
        <div className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-indigo-500/30 blur-3xl" />
        <div className="pointer-events-none absolute -bottom-40 -left-20 size-96 rounded-full bg-violet-500/20 blur-3xl" />
        <Logo className="relative [&>span:last-child]:text-white" />
        <div className="relative">
          <p className="text-3xl leading-tight font-semibold text-white">
            Property and venue management, in three dimensions.
          </p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm">
                <span className="flex size-8 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-indigo-300">© Atrium</p>
      </aside>
      <main className="flex items-center justify-center px-4 py-12 sm:px-8">
        <div className="w-full max-w-sm">
          <Logo className="mb-10 lg:hidden" />
          <Outlet />
        </div>
      </main>
    </div>
  );
}

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useDocumentTitle(`${title} · Atrium`);
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-sm text-zinc-500">{subtitle}</p> : null}
      <div className="mt-8">{children}</div>
      {footer ? <div className="mt-8 text-center text-sm text-zinc-500">{footer}</div> : null}
    </div>
  );
}
