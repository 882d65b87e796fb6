import { expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { API_PATHS, TOKEN_HEADER } from '../../machines/shared/api.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { callOf } from './support/faults/fault-switch.ts';
import { registerToActivation } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';
import { CONTACT as SAMPLE_CONTACT } from './support/sample-forms.ts';

/**
 * The registration token lives only in the machine's context and travels only in its header
 * (issue 9, README): after a whole registration it is in no storage, URL, cookie, console line,
 * page text or request other than its header.
 */

const session = useRegistrationSession();
const CONTACT = { ...SAMPLE_CONTACT, email: 'token@exemplo.invalid' };
const REDIRECT_URI = 'https://app.exemplo.invalid/voltar';

it('keeps the registration token out of storage, URLs, cookies, the console and the page', async () => {
  const { page } = session;
  const urls: string[] = [];
  const consoleLines: string[] = [];
  const requests: { url: string; body: string; header: string | undefined }[] = [];
  let token: string | undefined;

  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    urls.push(request.url());
    if (callOf(request.url()) === undefined) return;
    requests.push({
      url: request.url(),
      body: request.postData() ?? '',
      header: request.headers()[TOKEN_HEADER],
    });
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== API_PATHS.token) return;
    response.json().then(
      (body: { token?: string }) => {
        token = body.token;
      },
      () => undefined,
    );
  });

  await page.goto(
    session.server.portalUrl(`/cadastro?redirect_uri=${encodeURIComponent(REDIRECT_URI)}`),
  );
  const customer = scenario('success');
  await registerToActivation(page, customer, CONTACT);
  await page.getByRole('button', { name: texts.activation.resend }).click();
  await page.getByText(texts.activation.resent).waitFor();

  // The token the sandbox gave is the one every later call carried in its header, and only there.
  expect(token).toMatch(/^[0-9a-f-]{36}$/);
  const secret = token ?? '';
  const later = requests.filter(({ url }) => callOf(url) !== 'token' && callOf(url) !== 'consent');
  expect(later.map(({ url }) => callOf(url))).toEqual(['question', 'answer', 'register', 'resend']);
  expect(later.map(({ header }) => header)).toEqual(later.map(() => secret));
  expect(requests.filter(({ body }) => body.includes(secret))).toEqual([]);

  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.includes(secret))).toEqual([]);
  expect(page.url()).not.toContain(secret);

  const stored = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
    html: document.documentElement.outerHTML,
    name: window.name,
    historyState: JSON.stringify(history.state),
  }));
  expect(stored.local.map(([key]) => key).sort()).toEqual(['client_id', 'redirect_uri']);
  expect(Object.fromEntries(stored.local)).toEqual({ client_id: '', redirect_uri: REDIRECT_URI });
  expect(stored.session).toEqual([]);
  expect(stored.cookie).toBe('');
  expect(stored.html).not.toContain(secret);
  expect(stored.name).not.toContain(secret);
  expect(stored.historyState).not.toContain(secret);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.value.includes(secret))).toEqual([]);

  expect(consoleLines.filter((line) => line.includes(secret))).toEqual([]);
});
