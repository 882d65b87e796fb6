// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

// Each page module exports the `Component` the app's router loads on demand (src/app/router.tsx).
// Loaded on their own, as react-router `lazy` routes read them, each draws its page: nothing the
// page needs comes from the register screen's code. (Whether the app is whole when it says it is
// ready is checked in the browser: test/browser/prerender.test.ts.)
const routes: RouteObject[] = [
  {
    HydrateFallback: () => <p>loading</p>,
    children: [
      {
        path: '/central-de-ajuda',
        lazy: () => import('../../../src/pages/help-centre/help-centre-page.tsx'),
      },
      { path: '/termos-de-uso', lazy: () => import('../../../src/pages/terms/terms-page.tsx') },
      {
        path: '/politica-de-privacidade',
        lazy: () => import('../../../src/pages/privacy/privacy-page.tsx'),
      },
    ],
  },
];

describe('pages as lazy routes', () => {
  it.each([
    ['/central-de-ajuda', 'Central de ajuda'],
    ['/termos-de-uso', 'Termos de uso'],
    ['/politica-de-privacidade', 'Política de privacidade'],
  ])('%s loads its page from the module', async (path, heading) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    // The first import of a page compiles its module: a limit that holds on a loaded machine.
    const shown = await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    expect(shown.textContent).toBe(heading);
  });
});
