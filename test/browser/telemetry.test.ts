import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { METRICS_PATH, TELEMETRY_PATH } from '../../telemetry-contract/beacon-contract.ts';
import { headingShown, registerToActivation, submitCpf } from '../../qa/customer-steps.ts';
import { CONTACT } from './support/sample-forms.ts';
import { useRegistrationSession } from './support/session.ts';
import { PHONE } from './support/chromium.ts';

/*
 * The transition telemetry in Chromium, on the build with a collector on the portal's origin (as
 * `npm start` runs one): a registration walked on screen raises the collector's counts, by the
 * machine's own transition ids and the brand, and what the page sends holds nothing the visitor
 * typed. With Global Privacy Control set, nothing is sent.
 */

const session = useRegistrationSession(PHONE, { telemetry: true });

const isBeacon = (request: Request) =>
  new URL(request.url()).pathname === TELEMETRY_PATH && request.method() === 'POST';

async function metrics(): Promise<string> {
  const response = await fetch(`${session.server.origin}${METRICS_PATH}`);
  return response.text();
}

const count = (text: string, labels: string) =>
  Number(
    new RegExp(
      `^portal_transitions_total\\{${labels.replace(/[[\]]/g, '\\$&')}\\} (\\d+)$`,
      'm',
    ).exec(text)?.[1] ?? 0,
  );

describe('transition telemetry in Chromium', () => {
  it('counts a registration walked on screen by transition and brand, and sends nothing typed', async () => {
    const customer = scenario('success');
    const { page } = session;
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (isBeacon(request)) beacons.push(request);
    });
    const before = await metrics();
    await page.goto(session.server.portalUrl('/?client_id=refi-digital'));
    await headingShown(page, texts.cpf.heading);
    await registerToActivation(page, customer, CONTACT);

    const labels = (from: string, event: string, to: string) =>
      `machine="refi",brand="refi-digital",from="${from}",event="${event}",to="${to}"`;
    const taken = [
      labels('cpf.editing', 'cpf.submit[0]', 'cpf.verifyingCaptcha'),
      labels('cpf.fetchingQuestion', 'xstate.done.actor.fetchQuestion[0]', 'question'),
      labels('question.submittingAnswer', 'xstate.done.actor.submitAnswer[0]', 'finish'),
      labels('finish.registering', 'xstate.done.actor.register[0]', 'activation'),
    ];
    await expect
      .poll(async () => count(await metrics(), taken[3] ?? ''), { timeout: 15_000 })
      .toBe(count(before, taken[3] ?? '') + 1);
    // Beacons are batched per page (decision 061): a step change queues one for 3 s and the
    // next steps' counts join it, so a quick walk sends fewer; never more than one per step left
    // (the CPF, the question, the form).
    expect(beacons.length).toBeGreaterThanOrEqual(1);
    expect(beacons.length).toBeLessThanOrEqual(3);
    for (const beacon of beacons) {
      const body = beacon.postData() ?? '';
      expect(body).not.toContain(customer.cpf.replace(/\D/g, ''));
      expect(body).not.toContain(CONTACT.email);
      expect(body).not.toContain(CONTACT.cellphone);
      expect(body).not.toContain(customer.answer.mothersFirstName);
      expect(Object.keys(await beacon.allHeaders())).not.toContain('cookie');
    }
    const after = await metrics();
    for (const transition of taken)
      expect(count(after, transition)).toBe(count(before, transition) + 1);
  });

  it('sends nothing when the browser sets Global Privacy Control', async () => {
    const { page } = session;
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (isBeacon(request)) beacons.push(request);
    });
    const beaconCode = page.waitForResponse((response) =>
      /\/transition-beacon-[\w-]+\.js$/.test(response.url()),
    );
    await page.goto(session.server.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await submitCpf(page, scenario('success').cpf);
    await headingShown(page, texts.question.heading);
    // The beacon's code has loaded and seen the step change, where it would have sent.
    await (await beaconCode).finished();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    expect(beacons).toEqual([]);
  });
});
