import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { HELP_PATH, PRIVACY_PATH, TERMS_PATH } from '../../routes/route-paths.ts';
export { BASE_PATH } from '../../routes/route-paths.ts';
import { DIGITAL_SIGN_UP_PATH, type RouteTable } from '../../routes/route-tables.ts';
import { preloadStepViews } from '../views/step-views.tsx';
import { ExternalRedirect } from './external-redirect.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { LoadFailureBoundary } from '../components/load-failure-boundary.tsx';
import { lazyComponent } from '../components/lazy-component.tsx';
import { RedirectKeepingQuery } from './redirect-keeping-query.tsx';
import { RegisterPage } from './register-page.tsx';

/** A page loaded on demand: what its route draws, and a way to load its code ahead. */
interface LazyPage {
  element: ReactElement;
  preload: () => Promise<unknown>;
}

/** A page module's `Component`, loaded the first time its route is drawn. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>): LazyPage {
  const page = lazyComponent(() => load().then(({ Component }) => Component));
  function PageArea() {
    // Chosen once per mount. Code already here (the page a visit starts on, loaded before the
    // app starts; every page when the build draws them) draws without a Suspense boundary, as
    // the build drew it: React hydrates a boundary's content only after the rest of the page,
    // which would leave the page without its handlers when the app says it is ready.
    const [loaded] = useState(page.isLoaded);
    return (
      // Only the page's area waits for its code; the navigation bar stays. Links navigate in a
      // transition, so a click keeps the current page until the next one can draw.
      <LoadFailureBoundary>
        {loaded ? (
          <page.Component />
        ) : (
          <Suspense fallback={null}>
            <page.Component />
          </Suspense>
        )}
      </LoadFailureBoundary>
    );
  }
  return { preload: page.preload, element: <PageArea /> };
}

/** The pages loaded on demand, by route. */
const LAZY_PAGES = {
  // The page and its first step's form load together, rather than one after the other.
  [DIGITAL_SIGN_UP_PATH]: lazyPage(() =>
    Promise.all([import('./digital-sign-up-page.tsx'), preloadStepViews(['signUp'])]).then(
      ([page]) => page,
    ),
  ),
  [HELP_PATH]: lazyPage(() => import('../pages/help-centre/help-centre-page.tsx')),
  [TERMS_PATH]: lazyPage(() => import('../pages/terms/terms-page.tsx')),
  [PRIVACY_PATH]: lazyPage(() => import('../pages/privacy/privacy-page.tsx')),
};

/**
 * Loads every page's code: the build's prerender draws a page complete only when nothing on it
 * is still loading (scripts/build/prerender/render-page.tsx).
 */
export function preloadLazyPages(): Promise<unknown> {
  return Promise.all(Object.values(LAZY_PAGES).map((page) => page.preload()));
}

/** The pages loaded on demand that `table` serves, by route: the digital sign-up only where offered. */
function lazyPagesOf(table: RouteTable): [string, LazyPage][] {
  return Object.entries(LAZY_PAGES).filter(
    ([path]) => path !== DIGITAL_SIGN_UP_PATH || table.digitalSignUp,
  );
}

/**
 * Loads the code of the page `table` draws at `route`, if it is one loaded on demand. The
 * browser starts the app once it is here (src/main.tsx), so that the page is drawn, or hydrated,
 * at once and whole.
 */
export function preloadPageAt(table: RouteTable, route: string): Promise<unknown> {
  const page = lazyPagesOf(table).find(([path]) => path === route)?.[1];
  return page ? page.preload() : Promise.resolve();
}

/**
 * The routes of one brand family's table (spec section 2). The static pages and the digital
 * sign-up load lazily; unknown paths leave for the company's external 404 page.
 *
 * Declarative routes under `<BrowserRouter>`: the portal has no loaders or actions, and React
 * Router's data router would add about 17 KB gzip to the register screen (docs/performance.md).
 */
export function PortalRoutes({ table, notFoundUrl }: { table: RouteTable; notFoundUrl: string }) {
  return (
    <Routes>
      <Route element={<PortalLayout registerPath={table.register.path} />}>
        {Object.entries(table.redirects).map(([from, to]) =>
          from === '/' ? (
            <Route key={from} index element={<RedirectKeepingQuery to={to} />} />
          ) : (
            <Route key={from} path={from} element={<RedirectKeepingQuery to={to} />} />
          ),
        )}
        <Route
          path={table.register.path}
          element={<RegisterPage variant={table.register.machine} />}
        />
        {lazyPagesOf(table).map(([path, page]) => (
          <Route key={path} path={path} element={page.element} />
        ))}
      </Route>
      <Route path="*" element={<ExternalRedirect to={notFoundUrl} />} />
    </Routes>
  );
}
