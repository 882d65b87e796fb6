import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import type { FaultCall } from './support/faults/fault-kinds.ts';
import { countCalls } from './support/faults/fault-switch.ts';
import { button, fillAnswer, fillCpf, fillFinish, fillNonClient } from './support/faults/forms.ts';
import { slowDownCalls } from './support/faults/slow-network.ts';
import { headingShown } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';
import {
  CONTACT as SAMPLE_CONTACT,
  NON_CLIENT as SAMPLE_NON_CLIENT,
} from './support/sample-forms.ts';

/**
 * A double click or a held Enter key sends a form once (issue 9). Every call is held 400 ms, as
 * on a slow network, so the second click and the key's repeats land while the first call is in
 * flight. The page counts the Enter repeats it received, so a pass means they reached the field
 * and were ignored. (A second click may find the button already disabled, and a disabled button
 * gets no click at all, so for clicks only the outcome is checked.)
 */

const CUSTOMER = scenario('success');
const CONTACT = { ...SAMPLE_CONTACT, email: 'duplo@exemplo.invalid' };
const NON_CLIENT = { ...SAMPLE_NON_CLIENT, ...CONTACT };
const HOLD_MS = 400;
/** Key repeats after the first press, as a key held down for about half a second sends. */
const REPEATS = 8;

const session = useRegistrationSession();
let calls: ReturnType<typeof countCalls>;

beforeEach(async () => {
  const { page } = session;
  // The sandbox Brotli-compresses each asset on its first request: seconds on a busy machine.
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'identity' });
  calls = countCalls(page);
  await slowDownCalls(page, HOLD_MS);
  await page.addInitScript(() => {
    const counts = { enterRepeats: 0 };
    Object.assign(window, { enterRepeats: counts });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && event.repeat) counts.enterRepeats += 1;
      },
      true,
    );
  });
});

/** The repeated Enter keydowns the page received since the last call. */
async function enterRepeats(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { enterRepeats: counts } = window as unknown as {
      enterRepeats: { enterRepeats: number };
    };
    const seen = counts.enterRepeats;
    counts.enterRepeats = 0;
    return seen;
  });
}

type Way = 'a double click' | 'Enter held down';

/**
 * Sends with a double click on the button, or with Enter held down in `field` (a text field, so
 * the form's implicit submission; or the button itself when there is no form).
 */
async function send(page: Page, way: Way, submit: string, field?: string): Promise<void> {
  if (way === 'a double click') {
    await button(page, submit).dblclick();
    return;
  }
  if (field === undefined) await button(page, submit).focus();
  else await page.getByLabel(field, { exact: true }).focus();
  for (let press = 0; press <= REPEATS; press += 1) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
}

/** Exactly one request of each call left the page; every repeat of Enter reached it. */
async function expectSentOnce(
  page: Page,
  way: Way,
  expected: Partial<Record<FaultCall, number>>,
): Promise<void> {
  expect(await enterRepeats(page)).toBe(way === 'Enter held down' ? REPEATS : 0);
  for (const [call, count] of Object.entries(expected) as [FaultCall, number][]) {
    expect(calls.count(call), call).toBe(count);
  }
  calls.reset();
}

describe.each<Way>(['a double click', 'Enter held down'])('with %s', (way) => {
  it('sends each step of the default flow once: CPF, answer, finish, resend', async () => {
    const { page } = session;
    await page.goto(session.server.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await fillCpf(page, CUSTOMER.cpf);
    await enterRepeats(page);
    calls.reset();
    await send(page, way, texts.cpf.submit, texts.cpf.label);
    await headingShown(page, texts.question.heading);
    await expectSentOnce(page, way, { token: 1, question: 1 });

    await fillAnswer(page, CUSTOMER.answer);
    await enterRepeats(page);
    await send(page, way, texts.question.submit, texts.question.birthdayYear);
    await headingShown(page, texts.finish.heading);
    await expectSentOnce(page, way, { answer: 1 });

    await fillFinish(page, CONTACT);
    await enterRepeats(page);
    await send(page, way, texts.finish.submit, texts.finish.confirmPassword);
    await headingShown(page, texts.activation.heading);
    await expectSentOnce(page, way, { consent: 1, register: 1 });

    await send(page, way, texts.activation.resend);
    await page.getByText(texts.activation.resent).waitFor();
    await expectSentOnce(page, way, { resend: 1 });
    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, resendCount: 1 }),
    ]);
  });

  it('sends the digital sign-up once', async () => {
    const { page } = session;
    await page.goto(session.server.portalUrl('/cadastro-refi-digital'));
    await headingShown(page, texts.nonClient.signUpHeading);
    await fillNonClient(page, NON_CLIENT);
    await enterRepeats(page);
    calls.reset();
    await send(page, way, texts.finish.submit, texts.finish.confirmPassword);
    await headingShown(page, texts.activation.heading);
    await expectSentOnce(page, way, { consent: 1, nonClient: 1 });
    expect(await session.emailsSent()).toHaveLength(1);
  });
});
