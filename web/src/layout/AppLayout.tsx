import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useParams, useSearchParams } from 'react-router';
import { isUnauthorized } from '../api/errors.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { PaymentStatusToast } from '../components/PaymentStatusToast.tsx';
import { TooltipProvider } from '../components/ui/Tooltip.tsx';
import { dashboardNav } from './dashboard-nav.ts';
import { Header } from './Header.tsx';
import { SidePanel } from './SidePanel.tsx';
import type { RouteHandle, SidePanelBuilder } from './side-panel-nav.ts';

/** The deepest route that declares its own side panel wins; otherwise the dashboard's. */
function useSidePanelBuilder(): SidePanelBuilder {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const builder = (match.handle as RouteHandle | undefined)?.sidePanel;
    if (builder) return builder;
  }
  return dashboardNav;
}

/** Common layout of the protected pages: header, side panel and the page. */
export function AppLayout() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const params = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const nav = useSidePanelBuilder()({ params, pathname, searchParams });

  // An expired or rejected token shows up as a 401 on the user query (spec §2).
  useEffect(() => {
    if (isUnauthorized(user.error)) signOut();
  }, [user.error, signOut]);

  return (
    <TooltipProvider>
      <PaymentStatusToast />
      <div className="flex h-full flex-col">
        <Header />
        <div className="flex min-h-0 flex-1">
          <SidePanel nav={nav} />
          <main className="min-w-0 flex-1 overflow-y-auto">
            <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-8 sm:py-8">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
