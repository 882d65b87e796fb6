import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type RouteTableId } from '../../content/brands/index.ts';
import { company } from '../../content/company.ts';
import { privacyPolicy } from '../../content/pages/privacy-policy.ts';
import { launchChromium, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

interface TableExpected {
  register: string;
  redirects: string[];
  digital: boolean;
}

/** Spec section 2: each route table's register path, the paths that redirect there, the sign-up. */
const BY_TABLE = {
  default: { register: '/cadastro', redirects: ['/', '/register'], digital: true },
  refi: { register: '/cadastro-refi', redirects: ['/', '/cadastro', '/register'], digital: true },
  blocks: {
    register: '/cadastro-blocks',
    redirects: ['/', '/cadastro', '/register'],
    digital: false,
  },
  'meu-financiamento': {
    register: '/cadastro-meu-financiamento',
    redirects: ['/', '/cadastro-blocks', '/register'],
    digital: false,
  },
} satisfies Record<RouteTableId, TableExpected>;

/**
 * No client id, an unknown one, and every brand's (the registry's: a brand added there is visited
 * too), each with what its table serves. The default brand's table is the no-client-id case.
 */
const TABLES: (TableExpected & { clientId: string })[] = [
  { clientId: '', ...BY_TABLE.default },
  { clientId: 'desconhecido', ...BY_TABLE.default },
  ...Object.values(BRANDS)
    .filter((brand) => brand.id !== 'default')
    .map((brand) => ({ clientId: brand.id, ...BY_TABLE[brand.routeTable] })),
];

const PAGES = [
  { path: '/termos-de-uso', legacy: '/terms-of-use' },
  { path: '/politica-de-privacidade', legacy: '/privacy-policy' },
  { path: '/central-de-ajuda', legacy: undefined },
];

let server: PortalServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium();
  // The company's 404 page is outside the portal; answer it here, as the network is closed.
  await browser.context.route(`${new URL(company.notFoundUrl).origin}/**`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404 externo</h1>' }),
  );
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

/**
 * Opens a portal path as a visitor arriving with this client id, and says where the browser ends:
 * on the company's 404 page, or on a page the app has taken over (it applies the table's
 * redirects to the address when it starts).
 */
async function visit(path: string, clientId: string, query = ''): Promise<URL> {
  const search = new URLSearchParams(query);
  if (clientId !== '') search.set('client_id', clientId);
  const qs = search.toString();
  await page.goto(server.portalUrl(path) + (qs === '' ? '' : `?${qs}`));
  await page.waitForFunction(
    (notFound) =>
      location.href.startsWith(notFound) ||
      (window.__portalReady === true && document.querySelector('h1') !== null),
    company.notFoundUrl,
  );
  return new URL(page.url());
}

describe.each(TABLES)('route table of client_id "$clientId"', (table) => {
  it(`serves the register screen at ${table.register}`, async () => {
    const url = await visit(table.register, table.clientId);
    expect(url.pathname).toBe(`/portal${table.register}`);
    await page.getByLabel('CPF', { exact: true }).waitFor();
  });

  it.each(table.redirects)('redirects %s to the register screen', async (from) => {
    const url = await visit(from, table.clientId);
    expect(url.pathname).toBe(`/portal${table.register}`);
  });

  it.each(PAGES)(
    'serves $path, and its legacy name redirects there keeping the query',
    async ({ path, legacy }) => {
      expect((await visit(path, table.clientId)).pathname).toBe(`/portal${path}`);
      expect(await page.locator('h1').count()).toBe(1);
      if (legacy !== undefined) {
        const url = await visit(legacy, table.clientId, 'source=register');
        expect(url.pathname).toBe(`/portal${path}`);
        expect(url.searchParams.get('source')).toBe('register');
      }
    },
  );

  it(`${table.digital ? 'serves' : 'does not serve'} the digital sign-up route`, async () => {
    const url = await visit('/cadastro-refi-digital', table.clientId);
    expect(url.href.startsWith(company.notFoundUrl)).toBe(!table.digital);
  });

  it('offers the way back to registration on the privacy page only when it came from there', async () => {
    await visit('/politica-de-privacidade', table.clientId);
    const back = page.getByRole('link', { name: privacyPolicy.backToRegister });
    expect(await back.count()).toBe(0);
    await visit('/politica-de-privacidade', table.clientId, 'source=register');
    await back.click();
    await page.waitForURL((url) => url.pathname === `/portal${table.register}`);
    await page.getByLabel('CPF', { exact: true }).waitFor();
  });

  it('sends an unknown path to the company 404 page', async () => {
    const url = await visit('/pagina-que-nao-existe', table.clientId);
    expect(url.href).toBe(company.notFoundUrl);
  });
});
