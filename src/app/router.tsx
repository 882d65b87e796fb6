import { Navigate, createBrowserRouter } from 'react-router';
import { company } from '../../content/company.ts';
import { HELP_PATH, PRIVACY_PATH, REGISTER_PATH, TERMS_PATH } from '../routing/route-paths.ts';
import { ExternalRedirect } from './external-redirect.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { RegisterPage } from './register-page.tsx';

/** The portal is served under /portal/ (spec section 1). */
export const BASE_PATH = '/portal';

/** The default route table; unknown paths leave for the company's external 404 page. */
export function createPortalRouter() {
  return createBrowserRouter(
    [
      {
        element: <PortalLayout />,
        // Shown while a lazily loaded page's code arrives on a direct visit.
        HydrateFallback: () => null,
        children: [
          { index: true, element: <Navigate to={REGISTER_PATH} replace /> },
          { path: REGISTER_PATH, element: <RegisterPage /> },
          { path: HELP_PATH, lazy: () => import('../pages/help-centre/help-centre-page.tsx') },
          { path: TERMS_PATH, lazy: () => import('../pages/terms/terms-page.tsx') },
          { path: PRIVACY_PATH, lazy: () => import('../pages/privacy/privacy-page.tsx') },
        ],
      },
      { path: '*', element: <ExternalRedirect to={company.notFoundUrl} /> },
    ],
    { basename: BASE_PATH },
  );
}
