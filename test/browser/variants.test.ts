import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';
import {
  headingFocused,
  headingShown,
  submitAnswer,
  submitCpf,
  submitFinish,
  submitNonClient,
} from './support/register-steps.ts';
import { screenshot } from './support/screenshots.ts';

const CONTACT = {
  cellphone: '11987654321',
  email: 'cliente@exemplo.invalid',
  password: 'Senha@2024',
};
const NON_CLIENT = { ...CONTACT, name: 'Ana Paula Souza', birthDate: '15031990' };
/** Not a customer in the sandbox: the digital sign-up succeeds with it. */
const NEW_CPF = '52998224725';

let server: PortalServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium(PHONE);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  page = await browser.context.newPage();
});
afterEach(async () => {
  await page.close();
});

interface SentEmail {
  address: string;
  document: string;
  clientId: string;
  resendCount: number;
}

async function emailsSent(): Promise<SentEmail[]> {
  const response = await fetch(`${server.origin}/sandbox/api/emails`);
  return (await response.json()) as SentEmail[];
}

async function storedKeys(): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

/** From the question to the re-sent e-mail, as every customer variant ends. */
async function answerFinishAndResend(folder: string, nickname?: string): Promise<void> {
  const customer = scenario('success');
  await submitAnswer(page, customer.answer);
  expect(await headingFocused(page, texts.finish.heading)).toBe(true);
  await screenshot(page, folder, '2-finish');
  await submitFinish(page, { ...CONTACT, ...(nickname === undefined ? {} : { nickname }) });
  expect(await headingFocused(page, texts.activation.heading)).toBe(true);
  await page.getByRole('button', { name: texts.activation.resend }).click();
  await page.getByText(texts.activation.resent).waitFor();
  await screenshot(page, folder, '3-resent');
}

describe.each(['refi-digital', 'beblue', 'pagbem', 'portocred'])(
  'the refi table for client_id %s',
  (clientId) => {
    it('registers a customer at /cadastro-refi and stores only client_id and redirect_uri', async () => {
      await page.goto(
        server.portalUrl(`/?client_id=${clientId}&redirect_uri=https%3A%2F%2Fapp.exemplo.invalid`),
      );
      await headingShown(page, texts.cpf.heading);
      expect(new URL(page.url()).pathname).toBe('/portal/cadastro-refi');
      await screenshot(page, `refi-${clientId}`, '1-cpf');
      await submitCpf(page, scenario('success').cpf);
      await answerFinishAndResend(`refi-${clientId}`);

      expect(await emailsSent()).toEqual([
        expect.objectContaining({ address: CONTACT.email, clientId, resendCount: 1 }),
      ]);
      expect(await storedKeys()).toEqual(['client_id', 'redirect_uri']);
    });
  },
);

describe('the refi variant', () => {
  it('says the client was not found and opens the digital sign-up, which registers', async () => {
    await page.goto(server.portalUrl('/?client_id=refi-digital'));
    await submitCpf(page, scenario('clientNotFound').cpf);
    await page.waitForURL(/\/portal\/cadastro-refi-digital$/);
    await page.getByText(messages['client.notFound']).first().waitFor();
    await headingShown(page, texts.nonClient.signUpHeading);
    await screenshot(page, 'refi-not-found', '1-digital');

    await submitNonClient(page, { ...NON_CLIENT, cpf: scenario('clientNotFound').cpf });
    expect(await headingFocused(page, texts.activation.heading)).toBe(true);
    expect(await page.getByRole('button', { name: texts.activation.resend }).count()).toBe(0);
    expect(await emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, document: scenario('clientNotFound').cpf }),
    ]);
  });

  it('shows the single finish message and the terms in a modal', async () => {
    await page.goto(server.portalUrl('/?client_id=refi-digital'));
    await submitCpf(page, scenario('success').cpf);
    await submitAnswer(page, scenario('success').answer);
    await headingShown(page, texts.finish.heading);
    await page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
    await page.getByText('Prencha todos os campos.').first().waitFor();
    await page.getByRole('button', { name: texts.finish.termsLink }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    await screenshot(page, 'refi-terms-modal', '1-open');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('the default variant', () => {
  it('sends a CPF that is not a customer to the digital sign-up', async () => {
    await page.goto(server.portalUrl('/'));
    await submitCpf(page, scenario('clientNotFound').cpf);
    await page.waitForURL(/\/portal\/cadastro-refi-digital$/);
    await headingShown(page, texts.nonClient.signUpHeading);
  });
});

describe('the digital sign-up', () => {
  it('registers a non-customer with one form, sending the default client id', async () => {
    await page.goto(server.portalUrl('/cadastro-refi-digital'));
    await headingShown(page, texts.nonClient.signUpHeading);
    await screenshot(page, 'digital', '1-form');
    await submitNonClient(page, { ...NON_CLIENT, cpf: NEW_CPF });
    expect(await headingFocused(page, texts.activation.heading)).toBe(true);
    await screenshot(page, 'digital', '2-activation');
    expect(await emailsSent()).toEqual([
      expect.objectContaining({
        address: CONTACT.email,
        document: NEW_CPF,
        clientId: 'refi-digital',
      }),
    ]);
    expect(await storedKeys()).toEqual(['client_id', 'redirect_uri']);
  });
});

describe.each([
  { clientId: 'blocks', path: '/portal/cadastro-blocks', heading: texts.cpf.heading },
  {
    clientId: 'meu-financiamento',
    path: '/portal/cadastro-meu-financiamento',
    heading: fill(texts.cpf.headingMeuFinanciamento),
  },
])('the first-access flow for client_id $clientId', ({ clientId, path, heading }) => {
  it('registers a customer in four steps, with a nickname', async () => {
    await page.goto(server.portalUrl(`/?client_id=${clientId}`));
    await headingShown(page, heading);
    expect(new URL(page.url()).pathname).toBe(path);
    await screenshot(page, `${clientId}-customer`, '1-first-access');
    await submitCpf(page, scenario('success').cpf, { acceptTerms: true, button: texts.cpf.start });
    expect(await headingFocused(page, texts.question.heading)).toBe(true);
    await answerFinishAndResend(`${clientId}-customer`, 'Aninha');
    expect(await emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, clientId, resendCount: 1 }),
    ]);
    expect(await storedKeys()).toEqual(['client_id', 'redirect_uri']);
  });

  it('registers a non-customer straight from the first access', async () => {
    const notFound = scenario('clientNotFound').cpf;
    await page.goto(server.portalUrl(`/?client_id=${clientId}`));
    await submitCpf(page, notFound, { acceptTerms: true, button: texts.cpf.start });
    await headingShown(page, texts.finish.heading);
    expect(await page.getByLabel(texts.nonClient.cpf, { exact: true }).inputValue()).toBe(
      '100.000.001-08',
    );
    expect(await page.getByRole('checkbox', { name: texts.nonClient.whatsapp }).isChecked()).toBe(
      true,
    );
    await screenshot(page, `${clientId}-non-customer`, '1-password');
    await submitNonClient(page, { ...NON_CLIENT, nickname: 'Aninha' });
    expect(await headingFocused(page, texts.activation.heading)).toBe(true);
    expect(await page.getByRole('button', { name: texts.activation.resend }).count()).toBe(0);
    expect(await emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, document: notFound, clientId }),
    ]);
  });
});
