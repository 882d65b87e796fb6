/**
 * `npm run telemetry:cost`: what the transition telemetry costs, measured on the real parts
 * (docs/deploy.md, "Cost per million visits"): the beacons one registration sends (the portal's
 * own beacon code on the default machine, every call answered at once), the series a collector
 * can hold (every brand with the machines its route table runs), and the size of one scrape with
 * every series present. Prints Markdown.
 */
import { createActor, fromPromise, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { buildCollector } from '../../collector/app.ts';
import { MACHINES } from '../../machines/registry.ts';
import { provideRules } from '../../machine-rules/registration-rules.ts';
import { allowedPairs, allowListFromMachines } from '../../telemetry-contract/allow-list.ts';
import { METRICS_PATH, TELEMETRY_PATH } from '../../telemetry-contract/beacon-contract.ts';
import { startTelemetry } from '../../src/telemetry/transition-beacon.ts';

/** What each call answers: the happy registration of the sandbox's success CPF. */
const ANSWERS: Readonly<Record<string, unknown>> = {
  captcha: 'resposta-do-captcha',
  resendCaptcha: 'resposta-do-captcha',
  requestToken: { status: 'SUCCESS', token: 'token', messages: [] },
  fetchQuestion: { status: 'SUCCESS', question: { motherNames: ['Maria', 'Ana', 'Joana'] } },
  submitAnswer: { status: 'SUCCESS' },
  register: { status: 'SUCCESS' },
  resendEmail: { status: 'SUCCESS' },
};

/** The beacons' bodies of one registration walked to a re-sent activation e-mail. */
async function registrationBeacons(): Promise<string[]> {
  const bodies: string[] = [];
  // The visitor's pace: each form takes longer to fill than a queued beacon waits (3 s), and the
  // calls answer sooner; so a queued beacon goes before the visitor's next action.
  let queued: (() => void)[] = [];
  const take = startTelemetry(TELEMETRY_PATH, [], {
    brand: 'default',
    navigator: {} as Navigator,
    page: {
      send: (_url, body) => bodies.push(body) > 0,
      later: (task) => {
        queued.push(task);
        return () => {
          queued = queued.filter((other) => other !== task);
        };
      },
      onHide: () => () => undefined,
    },
  });
  const machine = MACHINES.default;
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(() => Promise.resolve(ANSWERS[src])),
    ]),
  );
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.microstep') take(inspection);
  };
  const actor = createActor(provideRules(machine).provide({ actors }), {
    input: { clientId: '', redirectUri: '' },
    inspect,
  }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (const event of [
    { type: 'cpf.submit', cpf: '00000000191' },
    { type: 'answer.submit', mothersFirstName: 'Maria', birthdayDay: '15', birthdayYear: '1980' },
    {
      type: 'register.submit',
      cellphone: '11987654321',
      email: 'cliente@exemplo.invalid',
      password: 'Senha@2024',
      acceptTermsAndConditions: true,
    },
    { type: 'resend.request' },
  ] as const) {
    queued.splice(0).forEach((task) => {
      task();
    });
    actor.send(event);
    for (let i = 0; i < 5; i += 1) await settle();
  }
  queued.splice(0).forEach((task) => {
    task();
  });
  return bodies;
}

/** The size of one scrape with every series counted once. */
async function scrapeBytes(): Promise<number> {
  const allowList = allowListFromMachines();
  const collector = buildCollector({ allowList, rateLimit: false });
  for (const { brand, transition } of allowedPairs(allowList)) {
    const { machine, from, event, to } = transition;
    collector.metrics.transitions.inc({ machine, brand, from, event, to }, 1);
  }
  const response = await collector.inject({ method: 'GET', url: METRICS_PATH });
  await collector.close();
  return Buffer.byteLength(response.body);
}

const bodies = await registrationBeacons();
const bytes = bodies.map((body) => Buffer.byteLength(body));
const total = bytes.reduce((sum, size) => sum + size, 0);
const series = allowedPairs(allowListFromMachines()).length;
const scrape = await scrapeBytes();
const perMillion = (total * 1_000_000) / 1e9;

console.log('| measure | value |');
console.log('| --- | ---: |');
console.log(`| beacons per registration (to a re-sent e-mail) | ${String(bodies.length)} |`);
console.log(`| body bytes per beacon | ${bytes.join(', ')} |`);
console.log(`| body bytes per registration | ${String(total)} |`);
console.log(`| body GB per million registrations | ${perMillion.toFixed(2)} |`);
console.log(`| series a collector can hold (portal_transitions_total) | ${String(series)} |`);
console.log(`| bytes of one scrape, every series present | ${String(scrape)} |`);
