// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

// The app loads each page with a react-router `lazy` route, which reads the module's `Component`.
// When a page is the first one opened, the router has nothing to draw until its chunk arrives:
// a `HydrateFallback` on the parent route covers that moment (without one React Router warns).
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
