import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasSession } from './session.ts';

/** Protected routes need the session token; without one, go to login and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasSession()) {
    return <Navigate to="/auth/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
