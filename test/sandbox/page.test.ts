import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../machines/shared/api.ts';
import { escapeHtml } from '../../sandbox/page.ts';
import { SCENARIOS, scenario } from '../../sandbox/scenarios.ts';
import { bodies, startSandbox, walkTo, type RunningSandbox } from './support.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.app.sandbox.reset();
});

async function page(): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${sandbox.origin}/sandbox/`);
  return { response, html: await response.text() };
}

describe('the sandbox page', () => {
  it('is Brazilian Portuguese HTML with no script and no external asset', async () => {
    const { response, html } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Nenhum e-mail enviado ainda.');
    expect(html).not.toMatch(/<script|<link|<img|https?:\/\//i);
  });

  it('lists each scenario with its formatted CPF and right answer', async () => {
    const { html } = await page();
    for (const entry of SCENARIOS) {
      expect(html).toContain(formatCpf(entry.cpf));
      expect(html).toContain(`<code>${entry.name}</code>`);
      expect(html).toContain(
        escapeHtml(
          `${entry.answer.mothersFirstName}, dia ${entry.answer.birthdayDay}, ${entry.answer.birthdayYear}`,
        ),
      );
    }
    expect(html).toContain('Cliente bloqueado: blocked');
  });

  it('lists a sent e-mail with its time and resend count', async () => {
    await walkTo(sandbox, scenario('success'), 'resend');
    const [email] = sandbox.app.sandbox.emails();
    const { html } = await page();
    expect(html).toContain('cliente@exemplo.invalid');
    expect(html).toContain(`<time datetime="${email?.sentAt ?? ''}">`);
    expect(html).toMatch(/<td>1<\/td>\s*<\/tr>/);
    expect(html).not.toContain('Nenhum e-mail enviado ainda.');
  });

  it('escapes HTML in the values it shows', async () => {
    const { token } = await walkTo(sandbox, scenario('success'), 'answer');
    const email = '"><script>alert(1)</script>@exemplo.invalid';
    const clientId = "<b onclick='x'>&</b>";
    await sandbox.post(API_PATHS.register, bodies.register({ email, clientId }), token);
    const { html } = await page();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b onclick');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@exemplo.invalid');
    expect(html).toContain('&lt;b onclick=&#39;x&#39;&gt;&amp;&lt;/b&gt;');
  });

  it('has a button that clears everything and comes back', async () => {
    await walkTo(sandbox, scenario('success'), 'register');
    const { html } = await page();
    expect(html).toContain('<form method="post" action="/sandbox/reset">');
    const response = await fetch(`${sandbox.origin}/sandbox/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sandbox/');
    expect(sandbox.app.sandbox.emails()).toEqual([]);
  });

  it('is where /sandbox and / lead without a built portal', async () => {
    for (const path of ['/sandbox', '/']) {
      const response = await fetch(sandbox.origin + path, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/sandbox/');
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(3)).toBe('3');
  });
});
