import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The router's fallback when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Error · Atrium');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="flex min-h-full flex-col items-center justify-center px-4 py-20 text-center">
      <TriangleAlert className="size-10 text-amber-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-zinc-900">
        Unexpected Application Error!
      </h1>
      <pre className="mt-4 max-w-2xl overflow-x-auto rounded-lg bg-zinc-100 px-4 py-3 text-left text-sm whitespace-pre-wrap text-zinc-700">
        {errorText(error)}
      </pre>
      <div className="mt-8 flex gap-2">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Link to="/" className={buttonClasses()}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
