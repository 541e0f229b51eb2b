import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import type { RouteHandle } from '../layout/side-panel-nav.ts';
import { AuthLayout } from '../pages/auth/AuthLayout.tsx';
import { CodePage } from '../pages/auth/CodePage.tsx';
import { ForgotPage } from '../pages/auth/ForgotPage.tsx';
import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { ResetPage } from '../pages/auth/ResetPage.tsx';
import { SignupPage } from '../pages/auth/SignupPage.tsx';
import { DashboardPage } from '../pages/dashboard/DashboardPage.tsx';
import { NotFoundPage } from '../pages/misc/NotFoundPage.tsx';
import { BillingPage } from '../pages/misc/PlaceholderPages.tsx';
import { RouteErrorPage } from '../pages/misc/RouteErrorPage.tsx';
import { NewProjectPage } from '../pages/project/NewProjectPage.tsx';
import { ProjectPage } from '../pages/project/ProjectPage.tsx';
import { ProjectTabPage } from '../pages/project/ProjectTabPage.tsx';
import { projectSidePanel } from '../pages/project/project-tabs.ts';
import { NewPropertyPage } from '../pages/property/NewPropertyPage.tsx';
import { PropertyPage } from '../pages/property/PropertyPage.tsx';
import { PropertyTabPage } from '../pages/property/PropertyTabPage.tsx';
import { propertySidePanel } from '../pages/property/property-tabs.ts';
import { PurchasePage } from '../pages/purchase/PurchasePage.tsx';
import { ReceiptDetailPage } from '../pages/receipts/ReceiptDetailPage.tsx';
import { ReceiptsPage } from '../pages/receipts/ReceiptsPage.tsx';
import { AccountSettingsPage } from '../pages/settings/AccountSettingsPage.tsx';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgot', element: <ForgotPage /> },
          { path: 'code', element: <CodePage /> },
          { path: 'reset', element: <ResetPage /> },
        ],
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          {
            // Page errors render inside the layout, so the header and side panel stay usable.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'new', element: <NewPropertyPage /> },
              { path: 'new-project', element: <NewProjectPage /> },
              { path: 'receipts', element: <ReceiptsPage /> },
              { path: 'receipts/:receiptId', element: <ReceiptDetailPage /> },
              { path: 'purchase', element: <PurchasePage /> },
              { path: 'billing', element: <BillingPage /> },
              { path: 'settings', element: <AccountSettingsPage /> },
              {
                path: 'property/:propertyId',
                element: <PropertyPage />,
                handle: { sidePanel: propertySidePanel } satisfies RouteHandle,
                children: [
                  { index: true, element: <Navigate to="view3d" replace /> },
                  { path: ':tab', element: <PropertyTabPage /> },
                  // The build wizard's steps (spec §2): the video dialog and its storage choice.
                  { path: 'build3d/:step/:storage?', element: <PropertyTabPage tab="build3d" /> },
                ],
              },
              {
                path: 'project/:projectId',
                element: <ProjectPage />,
                handle: { sidePanel: projectSidePanel } satisfies RouteHandle,
                children: [
                  { index: true, element: <Navigate to="files" replace /> },
                  { path: ':tab', element: <ProjectTabPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
