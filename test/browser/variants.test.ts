import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../content/brands/index.ts';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import {
  headingFocused,
  headingShown,
  submitAnswer,
  submitCpf,
  submitFinish,
  submitNonClient,
} from '../../qa/customer-steps.ts';
import { untilInteractive } from '../../scripts/bench/first-paint.ts';
import { screenshot } from './support/screenshots.ts';
import { useRegistrationSession } from './support/session.ts';
import { CONTACT } from './support/sample-forms.ts';

const NON_CLIENT = { ...CONTACT, name: 'Ana Paula Souza', birthDate: '15031990' };
/** Not a customer in the sandbox: the digital sign-up succeeds with it. */
const NEW_CPF = '52998224725';

const session = useRegistrationSession();

/** From the question to the re-sent e-mail, as every customer variant ends. */
async function answerFinishAndResend(folder: string, nickname?: string): Promise<void> {
  const customer = scenario('success');
  await submitAnswer(session.page, customer.answer);
  expect(await headingFocused(session.page, texts.finish.heading)).toBe(true);
  await screenshot(session.page, folder, '2-finish');
  await submitFinish(session.page, { ...CONTACT, ...(nickname === undefined ? {} : { nickname }) });
  expect(await headingFocused(session.page, texts.activation.heading)).toBe(true);
  await session.page.getByRole('button', { name: texts.activation.resend }).click();
  await session.page.getByText(texts.activation.resent).waitFor();
  await screenshot(session.page, folder, '3-resent');
}

/** Every brand on the refi table, from the registry: a brand added there is walked too. */
const REFI_CLIENT_IDS = Object.values(BRANDS)
  .filter((brand) => brand.routeTable === 'refi')
  .map((brand) => brand.id);

describe.each(REFI_CLIENT_IDS)('the refi table for client_id %s', (clientId) => {
  it('registers a customer at /cadastro-refi and stores only client_id and redirect_uri', async () => {
    await session.page.goto(
      session.server.portalUrl(
        `/?client_id=${clientId}&redirect_uri=https%3A%2F%2Fapp.exemplo.invalid`,
      ),
    );
    await headingShown(session.page, texts.cpf.heading);
    // The app puts the route the table redirects to in the address once it runs.
    await untilInteractive(session.page);
    expect(new URL(session.page.url()).pathname).toBe('/portal/cadastro-refi');
    await screenshot(session.page, `refi-${clientId}`, '1-cpf');
    await submitCpf(session.page, scenario('success').cpf);
    await answerFinishAndResend(`refi-${clientId}`);

    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, clientId, resendCount: 1 }),
    ]);
    expect(await session.storedKeys()).toEqual(['client_id', 'redirect_uri']);
  });
});

describe('the refi variant', () => {
  it('says the client was not found and opens the digital sign-up, which registers', async () => {
    await session.page.goto(session.server.portalUrl('/?client_id=refi-digital'));
    await submitCpf(session.page, scenario('clientNotFound').cpf);
    await session.page.waitForURL(/\/portal\/cadastro-refi-digital$/);
    await session.page.getByText(messages['client.notFound']).first().waitFor();
    await headingShown(session.page, texts.nonClient.signUpHeading);
    await screenshot(session.page, 'refi-not-found', '1-digital');

    await submitNonClient(session.page, { ...NON_CLIENT, cpf: scenario('clientNotFound').cpf });
    expect(await headingFocused(session.page, texts.activation.heading)).toBe(true);
    // Spec 4.6: the non-customer's activation step offers REENVIAR EMAIL too.
    expect(await session.page.getByRole('button', { name: texts.activation.resend }).count()).toBe(
      1,
    );
    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, document: scenario('clientNotFound').cpf }),
    ]);
  });

  it('shows the single finish message and the terms in a modal', async () => {
    await session.page.goto(session.server.portalUrl('/?client_id=refi-digital'));
    await submitCpf(session.page, scenario('success').cpf);
    await submitAnswer(session.page, scenario('success').answer);
    await headingShown(session.page, texts.finish.heading);
    await session.page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
    await session.page.getByText('Prencha todos os campos.').first().waitFor();
    await session.page.getByRole('button', { name: texts.finish.termsLink }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    await screenshot(session.page, 'refi-terms-modal', '1-open');
    await session.page.keyboard.press('Escape');
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('the default variant', () => {
  it('sends a CPF that is not a customer to the digital sign-up', async () => {
    await session.page.goto(session.server.portalUrl('/'));
    await submitCpf(session.page, scenario('clientNotFound').cpf);
    await session.page.waitForURL(/\/portal\/cadastro-refi-digital$/);
    await headingShown(session.page, texts.nonClient.signUpHeading);
  });
});

describe('the digital sign-up', () => {
  it('registers a non-customer with one form, sending the default client id', async () => {
    await session.page.goto(session.server.portalUrl('/cadastro-refi-digital'));
    await headingShown(session.page, texts.nonClient.signUpHeading);
    await screenshot(session.page, 'digital', '1-form');
    await submitNonClient(session.page, { ...NON_CLIENT, cpf: NEW_CPF });
    expect(await headingFocused(session.page, texts.activation.heading)).toBe(true);
    await screenshot(session.page, 'digital', '2-activation');
    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({
        address: CONTACT.email,
        document: NEW_CPF,
        clientId: 'refi-digital',
      }),
    ]);
    expect(await session.storedKeys()).toEqual(['client_id', 'redirect_uri']);
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
    await session.page.goto(session.server.portalUrl(`/?client_id=${clientId}`));
    await headingShown(session.page, heading);
    await untilInteractive(session.page);
    expect(new URL(session.page.url()).pathname).toBe(path);
    await screenshot(session.page, `${clientId}-customer`, '1-first-access');
    await submitCpf(session.page, scenario('success').cpf, {
      acceptTerms: true,
      button: texts.cpf.start,
    });
    expect(await headingFocused(session.page, texts.question.heading)).toBe(true);
    await answerFinishAndResend(`${clientId}-customer`, 'Aninha');
    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, clientId, resendCount: 1 }),
    ]);
    expect(await session.storedKeys()).toEqual(['client_id', 'redirect_uri']);
  });

  it('registers a non-customer straight from the first access', async () => {
    const notFound = scenario('clientNotFound').cpf;
    await session.page.goto(session.server.portalUrl(`/?client_id=${clientId}`));
    await submitCpf(session.page, notFound, { acceptTerms: true, button: texts.cpf.start });
    await headingShown(session.page, texts.finish.heading);
    expect(await session.page.getByLabel(texts.nonClient.cpf, { exact: true }).inputValue()).toBe(
      '100.000.001-08',
    );
    expect(
      await session.page.getByRole('checkbox', { name: texts.nonClient.whatsapp }).isChecked(),
    ).toBe(true);
    await screenshot(session.page, `${clientId}-non-customer`, '1-password');
    await submitNonClient(session.page, { ...NON_CLIENT, nickname: 'Aninha' });
    expect(await headingFocused(session.page, texts.activation.heading)).toBe(true);
    // Spec 4.6: the non-customer's activation step offers REENVIAR EMAIL too.
    expect(await session.page.getByRole('button', { name: texts.activation.resend }).count()).toBe(
      1,
    );
    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, document: notFound, clientId }),
    ]);
  });
});
