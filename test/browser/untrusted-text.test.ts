import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NON_CLIENT_MAX_LENGTH } from '../../src/validation/non-client.ts';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { API_PATHS, SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { MARKUP_NAMES, scenario } from '../../sandbox/scenarios.ts';
import { button, fillAnswer, fillCpf } from './support/faults/forms.ts';
import { toasts } from './support/a11y/screens.ts';
import { headingShown } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';

/**
 * Text the API sends is shown as text, never parsed as markup (issue 9). Of what the server
 * says, the portal shows only two things verbatim: the mother's names of the question, and the
 * span id appended to a failure message (spec section 8). Every other message is the catalogue's
 * own text (content/messages.ts): the `message` of an error body is never shown.
 *
 * And text the customer types or pastes stops at each field's limit (spec sections 5 and 9),
 * pasted separators and blanks in masked fields are normalised to the mask.
 */

const session = useRegistrationSession();
const MARKUP = scenario('questionMarkupNames');

/** Markup that would run if it were parsed: `__xss` would be set, or elements would appear. */
interface Parsed {
  xss: unknown;
  injected: number;
}

async function parsed(page: Page): Promise<Parsed> {
  // An <img src=x> fails to load a moment after it is created: let the network settle first.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    // The portal itself draws no <b>, <i> or image without a source of its own.
    injected: document.querySelectorAll('b, i, img[src="x"], [onerror]').length,
  }));
}

describe('text from the API', () => {
  it('shows mother’s names with markup as the literal text, and sends them back as they came', async () => {
    const { page } = session;
    await page.goto(session.server.portalUrl('/cadastro'));
    await fillCpf(page, MARKUP.cpf);
    await button(page, texts.cpf.submit).click();
    await headingShown(page, texts.question.heading);

    const options = await page.getByRole('radio').evaluateAll((radios) =>
      (radios as HTMLInputElement[]).map((radio) => ({
        value: radio.value,
        label: radio.closest('label')?.textContent ?? null,
      })),
    );
    expect(options).toEqual(MARKUP_NAMES.map((name) => ({ value: name, label: name })));
    expect(await parsed(page)).toEqual({ xss: undefined, injected: 0 });

    // Chosen by its accessible name, which is the raw string, and sent as it was offered.
    const [withImage] = MARKUP_NAMES;
    const sent = page.waitForRequest((request) => request.url().endsWith(API_PATHS.answer));
    await fillAnswer(page, { ...MARKUP.answer, mothersFirstName: withImage });
    await button(page, texts.question.submit).click();
    expect((await sent).postDataJSON()).toMatchObject({ mothersFirstName: withImage });
    await page
      .getByRole('alert')
      .filter({ hasText: messages['answer.incorrect'] })
      .first()
      .waitFor();

    await fillAnswer(page, MARKUP.answer);
    await button(page, texts.question.submit).click();
    await headingShown(page, texts.finish.heading);
    expect(await parsed(page)).toEqual({ xss: undefined, injected: 0 });
  });

  it('shows a span id with markup as the literal text after the failure message', async () => {
    const { page } = session;
    const spanId = '<img src=x onerror="window.__xss=2"><b>5005</b>';
    await page.route(
      (url) => url.pathname === API_PATHS.token,
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'INTERNAL_ERROR',
            message: '<i>not shown</i>',
            [SPAN_ID_KEY]: spanId,
          }),
        }),
    );
    await page.goto(session.server.portalUrl('/cadastro'));
    await fillCpf(page, scenario('success').cpf);
    await button(page, texts.cpf.submit).click();

    const shown = `${fill(messages['step.failed'])} ${fill(texts.app.spanId, { spanId })}`;
    const alert = page.getByRole('alert').filter({ hasText: spanId });
    await alert.first().waitFor();
    expect(await alert.allTextContents()).toEqual([shown]);
    // The toast says it too, as text, once its layer has loaded with this first notice.
    await toasts(page).filter({ hasText: spanId }).waitFor();
    const everywhere = await page.evaluate(() => document.body.textContent);
    expect(everywhere.split(shown).length).toBe(3);
    expect(everywhere).not.toContain('not shown');
    expect(await parsed(page)).toEqual({ xss: undefined, injected: 0 });
  });
});

/** Pastes `text` into the field as a person does: clipboard, then Ctrl+V. */
async function paste(page: Page, label: string, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+V');
}

describe('text the customer types or pastes', () => {
  const long = (length: number) => 'a'.repeat(length);

  it('stops each field of the digital sign-up at its maximum length', async () => {
    const { page } = session;
    await page.goto(session.server.portalUrl('/cadastro-refi-digital'));
    await headingShown(page, texts.nonClient.signUpHeading);
    const email = `${long(NON_CLIENT_MAX_LENGTH.email - '@exemplo.com'.length)}@exemplo.com`;
    const password = `Aa1@${long(NON_CLIENT_MAX_LENGTH.password - 4)}`;
    // Filled up to the limit, then typed on past it key by key.
    const atLimit: [string, string][] = [
      [texts.nonClient.name, long(NON_CLIENT_MAX_LENGTH.name)],
      [texts.finish.email, email],
      [texts.finish.confirmEmail, email],
      [texts.finish.password, password],
      [texts.finish.confirmPassword, password],
      // Masked fields take as many digits as their mask has.
      [texts.nonClient.cpf, '52998224725'],
      [texts.nonClient.birthDate, '15031990'],
      [texts.finish.cellphone, '11987654321'],
    ];
    for (const [label, text] of atLimit) {
      const field = page.getByLabel(label, { exact: true });
      await field.fill(text);
      await field.press('End');
      await field.pressSequentially('123');
    }
    const values = await Promise.all(
      atLimit.map(([label]) => page.getByLabel(label, { exact: true }).inputValue()),
    );
    expect(values).toEqual([
      long(NON_CLIENT_MAX_LENGTH.name),
      email,
      email,
      password,
      password,
      '529.982.247-25',
      '15/03/1990',
      '(11) 98765-4321',
    ]);
  });

  it('normalises a pasted CPF and phone number to their masks', async () => {
    const { page } = session;
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.origin });
    await page.goto(session.server.portalUrl('/cadastro-refi-digital'));
    await headingShown(page, texts.nonClient.signUpHeading);
    await paste(page, texts.nonClient.cpf, ' 529.982.247-25 ');
    await paste(page, texts.finish.cellphone, '(11)98765 4321 ');
    await paste(page, texts.nonClient.birthDate, '15-03-1990');
    expect(await page.getByLabel(texts.nonClient.cpf, { exact: true }).inputValue()).toBe(
      '529.982.247-25',
    );
    expect(await page.getByLabel(texts.finish.cellphone, { exact: true }).inputValue()).toBe(
      '(11) 98765-4321',
    );
    expect(await page.getByLabel(texts.nonClient.birthDate, { exact: true }).inputValue()).toBe(
      '15/03/1990',
    );
    // As messaging apps copy a number: the country code goes, the mask keeps the national number.
    const phone = page.getByLabel(texts.finish.cellphone, { exact: true });
    await phone.fill('');
    await paste(page, texts.finish.cellphone, '+55 11 98765-4321');
    expect(await phone.inputValue()).toBe('(11) 98765-4321');

    // The CPF step too, with what a bank statement gives.
    await page.goto(session.server.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await paste(page, texts.cpf.label, '000.000.001-91 ');
    expect(await page.getByLabel(texts.cpf.label, { exact: true }).inputValue()).toBe(
      '000.000.001-91',
    );
    await button(page, texts.cpf.submit).click();
    await headingShown(page, texts.question.heading);
  });
});
