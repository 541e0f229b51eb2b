import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './ui/Button.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** The 404 message, for unknown paths and for records that do not exist (or are not yours). */
export function NotFoundView({ what = 'page' }: { what?: string }) {
  useDocumentTitle('Page not found · Atrium');
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <p className="text-sm font-semibold tracking-wider text-indigo-600">404</p>
      <SearchX className="mt-4 size-10 text-zinc-300" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-zinc-900">Page not found</h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500">
        The {what} you are looking for does not exist or is no longer available.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
