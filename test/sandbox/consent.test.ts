import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpConsent } from '../../src/adapters/consent/consent.ts';
import { SANDBOX_CONSENT_AUTHORIZATION, SANDBOX_CONSENT_URL } from '../../portal-config/env.ts';
import { renderSandboxPage } from '../../sandbox/page.ts';
import { CONSENT_PATH } from '../../sandbox/routes/consent.ts';
import { SCENARIOS } from '../../sandbox/scenarios.ts';
import { bodies, SPAN_ID, startSandbox, type RunningSandbox } from './support.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.app.sandbox.reset();
});

const VISITOR = 'fdd957ef1c1a5c1bb44b573db7c6f6e6';

/** The portal's recorder, as configured by default, but aimed at this sandbox's port. */
function portalRecorder(failures: unknown[] = []) {
  return createHttpConsent({
    url: sandbox.origin + SANDBOX_CONSENT_URL,
    authorization: SANDBOX_CONSENT_AUTHORIZATION,
    timeoutMs: 3_000,
    fingerprint: { visitorId: () => Promise.resolve(VISITOR) },
    report: (failure) => failures.push(failure),
  });
}

function post(body: string, headers: Record<string, string>) {
  return fetch(sandbox.origin + CONSENT_PATH, { method: 'POST', headers, body });
}

describe('the sandbox consent endpoint', () => {
  it('is the portal’s default consent URL', () => {
    expect(SANDBOX_CONSENT_URL).toBe(CONSENT_PATH);
  });

  it('records exactly what the customer form sends', async () => {
    const failures: unknown[] = [];
    const outcome = await portalRecorder(failures).record({
      form: 'customer',
      payload: bodies.register(),
    });
    expect(outcome).toEqual({ recorded: true });
    expect(failures).toEqual([]);
    expect(sandbox.app.sandbox.consents()).toStrictEqual([
      {
        receivedAt: expect.any(String) as unknown,
        authorization: 'Bearer exemplo-sandbox-consent-token',
        record: {
          formInfo: {
            formPropertyId: 11,
            primarySubjectIdentifiers: { phone: '11987654321', email: 'cliente@exemplo.invalid' },
          },
          consents: [
            { propertyId: 32, purpose: 'termsAcceptance', granted: true, policyVersion: 1 },
          ],
          fingerprint: VISITOR,
        },
      },
    ]);
  });

  it('records exactly what the digital form sends', async () => {
    await portalRecorder().record({
      form: 'digital',
      payload: bodies.nonClient('52998224725', { acceptSendMessage: true }),
    });
    expect(sandbox.app.sandbox.consents().map(({ record }) => record)).toStrictEqual([
      {
        formInfo: {
          formPropertyId: 10,
          primarySubjectIdentifiers: { phone: '11987654321', email: 'nova@exemplo.invalid' },
          fields: {
            name: 'Pessoa de Teste',
            email: 'nova@exemplo.invalid',
            cpf: '52998224725',
            birthDate: '1990-05-20',
            cellphone: '11987654321',
            whatsappContact: true,
            terms: true,
          },
        },
        consents: [
          { propertyId: 30, purpose: 'termsAcceptance', granted: true, policyVersion: 1 },
          { propertyId: 31, purpose: 'whatsappContact', granted: true, policyVersion: 1 },
        ],
        fingerprint: VISITOR,
      },
    ]);
  });

  it('lists what it received as JSON, in order, and forgets it on reset', async () => {
    await portalRecorder().record({ form: 'customer', payload: bodies.register() });
    await portalRecorder().record({ form: 'digital', payload: bodies.nonClient('52998224725') });
    const listed = (await sandbox.get(CONSENT_PATH)).body as unknown as { record: unknown }[];
    expect(listed).toEqual(sandbox.app.sandbox.consents());
    expect(listed).toHaveLength(2);

    await sandbox.post('/sandbox/api/reset', {});
    expect(sandbox.app.sandbox.consents()).toEqual([]);
  });

  it('answers 401 without an authorization header, and records nothing', async () => {
    const response = await post('{}', { 'content-type': 'application/json' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'UNAUTHORIZED',
      message: 'The authorization header is missing.',
      exemploSpanId: SPAN_ID,
    });
    expect(sandbox.app.sandbox.consents()).toEqual([]);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const response = await post('[1, 2]', {
      'content-type': 'application/json',
      authorization: 'Bearer x',
    });
    expect(response.status).toBe(400);
    expect(sandbox.app.sandbox.consents()).toEqual([]);
  });
});

describe('the sandbox page’s consents', () => {
  it('says when none was received', () => {
    expect(renderSandboxPage([], SCENARIOS, [])).toContain('Nenhum consentimento recebido ainda.');
  });

  it('shows each consent’s form, subject, fingerprint, header and whole record, escaped', async () => {
    await portalRecorder().record({
      form: 'customer',
      payload: bodies.register({ email: '<b>x</b>@exemplo.invalid' }),
    });
    const html = renderSandboxPage([], SCENARIOS, sandbox.app.sandbox.consents());
    expect(html).not.toContain('Nenhum consentimento recebido ainda.');
    expect(html).toContain('<td>11</td>');
    expect(html).toContain('<td>11987654321</td>');
    expect(html).toContain('<td>&lt;b&gt;x&lt;/b&gt;@exemplo.invalid</td>');
    expect(html).toContain(`<code>${VISITOR}</code>`);
    expect(html).toContain('<code>Bearer exemplo-sandbox-consent-token</code>');
    expect(html).toContain('&quot;policyVersion&quot;: 1');
    expect(html).not.toContain('<b>x</b>');
  });

  it('are on the page the sandbox serves', async () => {
    await portalRecorder().record({ form: 'customer', payload: bodies.register() });
    const html = await (await fetch(`${sandbox.origin}/sandbox/`)).text();
    expect(html).toContain('<h2>Consentimentos recebidos</h2>');
    expect(html).toContain(`<code>${VISITOR}</code>`);
    expect(html).not.toContain('Nenhum consentimento recebido ainda.');
  });
});
