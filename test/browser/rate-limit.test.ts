import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { API_PATHS } from '../../machines/shared/api.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';
import {
  headingShown,
  registerToActivation,
  submitCpf,
  submitNonClient,
} from '../../qa/customer-steps.ts';
import { CONTACT, NON_CLIENT } from './support/sample-forms.ts';

/**
 * The sandbox's real rate limit, reached from Chromium: a sandbox with small limits (3 token
 * requests and 1 resend a minute per address), reset before each test. An HTTP 429 is a failure
 * like any other (spec 7, issue 13.3): the step's generic message.
 */

const TOKEN_MAX = 3;
const RESEND_MAX = 1;
/** The CPF step's generic message (spec 7). */
const CPF_STEP_FAILED = 'Ocorreu um erro. Tente novamente mais tarde.';
/** The activation step's generic message (spec 4.5). */
const RESEND_FAILED =
  'Não foi possível enviar o e-mail, Por gentileza entre em contato com nossa Central de Relacionamento.';

let server: PortalServer;
let browser: Chromium;
let page: Page;
/** HTTP status of every answer to a rate-limited call, in order. */
let answers: { path: string; status: number }[];

beforeAll(async () => {
  server = await startPortalServer({
    rateLimit: {
      token: { max: TOKEN_MAX, windowMs: 60_000 },
      resend: { max: RESEND_MAX, windowMs: 60_000 },
    },
  });
  browser = await launchChromium(PHONE);
  await browser.keepSiteWarm(server.origin);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  page = await browser.context.newPage();
  answers = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === API_PATHS.token || path === API_PATHS.resend) {
      answers.push({ path, status: response.status() });
    }
  });
});
afterEach(async () => {
  await page.close();
});

function alertWith(text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** Waits until the portal has had `count` answers to rate-limited calls. */
async function answered(count: number): Promise<void> {
  await expect.poll(() => answers.length).toBe(count);
}

/** Through the question and the finish form to the activation step. */
async function registerUpToActivation(): Promise<void> {
  const customer = scenario('success');
  await page.goto(server.portalUrl('/cadastro'));
  await registerToActivation(page, customer, CONTACT);
}

describe('the API’s rate limit in Chromium against the sandbox', () => {
  it('shows the CPF step’s generic message after too many CPF tries, with the CPF kept', async () => {
    const registered = scenario('registered');
    const registeredText = fill(messages['client.registered']);
    await page.goto(server.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);

    await submitCpf(page, registered.cpf);
    await alertWith(registeredText).waitFor();
    const cpfField = page.getByLabel(texts.cpf.label, { exact: true });
    const typed = await cpfField.inputValue();
    expect(typed.replace(/\D/g, '')).toBe(registered.cpf);

    const submit = page.getByRole('button', { name: texts.cpf.submit, exact: true });
    for (let tries = 2; tries <= TOKEN_MAX; tries += 1) {
      await submit.click();
      await answered(tries);
      await alertWith(registeredText).waitFor();
    }
    expect(await alertWith(CPF_STEP_FAILED).count()).toBe(0);

    await submit.click();
    await alertWith(CPF_STEP_FAILED).waitFor();
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 429]);
    expect(await alertWith(registeredText).count()).toBe(0);
    await headingShown(page, texts.cpf.heading);
    expect(await cpfField.inputValue()).toBe(typed);
  });

  it('shows the resend’s generic message after too many resends, on the activation step', async () => {
    // The first registration's resend uses up the limit; its step then shows no resend button.
    await registerUpToActivation();
    await page.getByRole('button', { name: texts.activation.resend }).click();
    await page.getByText(texts.activation.resent).waitFor();

    // A second registration from the same address (a non-customer: the customer's CPF has
    // registered, and a CPF registers once): its resend is refused.
    await page.goto(server.portalUrl('/cadastro-refi-digital'));
    await headingShown(page, texts.nonClient.signUpHeading);
    await submitNonClient(page, NON_CLIENT);
    await headingShown(page, texts.activation.heading);
    const resend = page.getByRole('button', { name: texts.activation.resend });
    await resend.click();
    await alertWith(RESEND_FAILED).waitFor();
    expect(answers.filter(({ path }) => path === API_PATHS.resend)).toEqual([
      { path: API_PATHS.resend, status: 200 },
      { path: API_PATHS.resend, status: 429 },
    ]);
    // Still on the step, the e-mail shown, the button there to try again later.
    await headingShown(page, texts.activation.heading);
    await page.getByText(CONTACT.email).first().waitFor();
    expect(await resend.isEnabled()).toBe(true);
    expect(await page.getByText(texts.activation.resent).count()).toBe(0);
  });

  it('lets the customer in again once the limit is reset', async () => {
    const registered = scenario('registered');
    await page.goto(server.portalUrl('/cadastro'));
    const submit = page.getByRole('button', { name: texts.cpf.submit, exact: true });
    await submitCpf(page, registered.cpf);
    for (let tries = 2; tries <= TOKEN_MAX + 1; tries += 1) {
      await answered(tries - 1);
      await submit.click();
    }
    await alertWith(CPF_STEP_FAILED).waitFor();

    await server.reset();
    await submit.click();
    await alertWith(fill(messages['client.registered'])).waitFor();
    expect(answers.at(-1)?.status).toBe(200);
  });
});
