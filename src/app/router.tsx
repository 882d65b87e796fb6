import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { HELP_PATH, PRIVACY_PATH, TERMS_PATH } from '../routing/route-paths.ts';
export { BASE_PATH } from '../routing/route-paths.ts';
import { DIGITAL_SIGN_UP_PATH, type RouteTable } from '../routing/route-tables.ts';
import { preloadStepViews } from '../views/step-views.tsx';
import { ExternalRedirect } from './external-redirect.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { LoadFailureBoundary } from '../components/load-failure-boundary.tsx';
import { lazyComponent } from '../components/lazy-component.tsx';
import { RedirectKeepingQuery } from './redirect-keeping-query.tsx';
import { RegisterPage } from './register-page.tsx';

/** The pages loaded on demand, each able to load ahead (`preloadLazyPages`). */
const lazyPages: (() => Promise<unknown>)[] = [];

/** A page module's `Component`, loaded the first time its route is drawn. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const { Component: Page, preload } = lazyComponent(() =>
    load().then(({ Component }) => Component),
  );
  lazyPages.push(preload);
  return (
    // Only the page's area waits for its code; the navigation bar stays. Links navigate in a
    // transition, so a click keeps the current page until the next one can draw.
    <LoadFailureBoundary>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </LoadFailureBoundary>
  );
}

// The page and its first step's form load together, rather than one after the other.
const digitalSignUp = lazyPage(() =>
  Promise.all([import('./digital-sign-up-page.tsx'), preloadStepViews(['signUp'])]).then(
    ([page]) => page,
  ),
);
const helpCentre = lazyPage(() => import('../pages/help-centre/help-centre-page.tsx'));
const terms = lazyPage(() => import('../pages/terms/terms-page.tsx'));
const privacy = lazyPage(() => import('../pages/privacy/privacy-page.tsx'));

/**
 * Loads every page's code: the build's prerender draws a page complete only when nothing on it
 * is still loading (scripts/build/prerender/render-page.tsx).
 */
export function preloadLazyPages(): Promise<unknown> {
  return Promise.all(lazyPages.map((preload) => preload()));
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
        {table.digitalSignUp && <Route path={DIGITAL_SIGN_UP_PATH} element={digitalSignUp} />}
        <Route path={HELP_PATH} element={helpCentre} />
        <Route path={TERMS_PATH} element={terms} />
        <Route path={PRIVACY_PATH} element={privacy} />
      </Route>
      <Route path="*" element={<ExternalRedirect to={notFoundUrl} />} />
    </Routes>
  );
}
