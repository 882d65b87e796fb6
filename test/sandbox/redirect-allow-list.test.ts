import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../machines/shared/api.ts';
import { scenario, type ScenarioName } from '../../sandbox/scenarios.ts';
import { parseEnv } from '../../portal-config/env.ts';
import { bodies, startSandbox, walkTo, type RunningSandbox } from './support.ts';

/**
 * Rule 8 of docs/api/openapi.yaml over HTTP: with the deployment's allow-list, a `redirectUri`
 * off its client's list is replaced by the client's default (none) in the activation e-mail;
 * the call still answers SUCCESS. `answers.test.ts` holds the cases; this is the wiring.
 */

const ON_THE_LIST = 'https://app.exemplo.invalid/voltar/conta';
const ELSEWHERE = 'https://evil.exemplo.invalid/voltar';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    redirectAllowList: parseEnv({
      PORTAL_REDIRECT_URI_ALLOWLIST: 'refi-digital@https://app.exemplo.invalid/voltar',
    }).redirectAllowList,
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.app.sandbox.reset();
});

/**
 * A customer's register with `redirectUri`. A CPF registers once (rule 9): each register of a
 * test is another customer whose register succeeds.
 */
async function register(redirectUri: string, customer: ScenarioName = 'success'): Promise<unknown> {
  const { token } = await walkTo(sandbox, scenario(customer), 'answer');
  const body = bodies.register({ clientId: 'refi-digital', redirectUri });
  return (await sandbox.post(API_PATHS.register, body, token)).body;
}

describe('the redirect allow-list through the routes', () => {
  it('lists the redirect each activation e-mail carries, kept or replaced', async () => {
    expect(await register(ON_THE_LIST)).toEqual({ status: 'SUCCESS' });
    expect(await register(ELSEWHERE, 'resendFailure')).toEqual({ status: 'SUCCESS' });
    const signUp = bodies.nonClient('52998224725', { redirectUri: ELSEWHERE });
    expect((await sandbox.post(API_PATHS.nonClient, signUp)).body).toEqual({ status: 'SUCCESS' });

    const emails = (await sandbox.get('/sandbox/api/emails')).body as unknown as {
      redirectUri: string;
    }[];
    expect(emails.map((email) => email.redirectUri)).toEqual([ON_THE_LIST, '', '']);
  });

  it('records the URL’s serialisation, and nothing for a value with markup or a line break (issue 36)', async () => {
    const hostile =
      'https://app.exemplo.invalid/voltar/"><img src=x onerror=alert(1)>\r\nBcc: x@evil.example';
    expect(await register('HTTPS://App.Exemplo.Invalid/voltar/./a')).toEqual({ status: 'SUCCESS' });
    expect(await register(hostile, 'resendFailure')).toEqual({ status: 'SUCCESS' });
    const emails = (await sandbox.get('/sandbox/api/emails')).body as unknown as {
      redirectUri: string;
    }[];
    expect(emails.map((email) => email.redirectUri)).toEqual([
      'https://app.exemplo.invalid/voltar/a',
      '',
    ]);
  });

  it('shows it on the sandbox page, “nenhum” when the e-mail has none', async () => {
    await register(ELSEWHERE);
    await register(ON_THE_LIST, 'resendFailure');
    const html = await (await fetch(`${sandbox.origin}/sandbox/`)).text();
    expect(html).toContain('<th>redirect_uri do link</th>');
    expect(html).toContain(`<td><code>${ON_THE_LIST}</code></td>`);
    expect(html).toContain('<td>nenhum</td>');
    expect(html).not.toContain(ELSEWHERE);
  });
});
