import { createBrowserRouter, type RouteObject } from 'react-router';
import { company } from '../../content/company.ts';
import { HELP_PATH, PRIVACY_PATH, TERMS_PATH } from '../routing/route-paths.ts';
import { DIGITAL_SIGN_UP_PATH, type RouteTable } from '../routing/route-tables.ts';
import { ExternalRedirect } from './external-redirect.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { RedirectKeepingQuery } from './redirect-keeping-query.tsx';
import { RegisterPage } from './register-page.tsx';

/** The portal is served under /portal/ (spec section 1). */
export const BASE_PATH = '/portal';

function redirectRoutes(table: RouteTable): RouteObject[] {
  return Object.entries(table.redirects).map(([from, to]) =>
    from === '/'
      ? { index: true, element: <RedirectKeepingQuery to={to} /> }
      : { path: from, element: <RedirectKeepingQuery to={to} /> },
  );
}

/**
 * The routes of one brand family's table (spec section 2). The static pages and the digital
 * sign-up load lazily; unknown paths leave for the company's external 404 page.
 */
export function createPortalRouter(table: RouteTable) {
  const digitalSignUp: RouteObject[] = table.digitalSignUp
    ? [{ path: DIGITAL_SIGN_UP_PATH, lazy: () => import('./digital-sign-up-page.tsx') }]
    : [];
  return createBrowserRouter(
    [
      {
        element: <PortalLayout registerPath={table.register.path} />,
        // Shown while a lazily loaded page's code arrives on a direct visit.
        HydrateFallback: () => null,
        children: [
          ...redirectRoutes(table),
          {
            path: table.register.path,
            element: <RegisterPage variant={table.register.machine} />,
          },
          ...digitalSignUp,
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
