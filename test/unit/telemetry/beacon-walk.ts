import { DONE_ACTOR_PREFIX } from '../../../machines/shared/vocabulary.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { MACHINES } from '../../../machines/registry.ts';
import type { RegistrationContext } from '../../../machines/shared/registration.types.ts';
import * as beaconModule from '../../../src/telemetry/transition-beacon.ts';
import { lazyTelemetry } from '../../../src/telemetry/telemetry.ts';
import { createFakeActors, settle } from '../../support/paths/fake-actors.ts';
import { provideRules } from '../../../machine-rules/registration-rules.ts';

/** What a visitor typed and what the server answered: every value the machine's context holds. */
export interface Personal {
  cpf: string;
  email: string;
  name: string;
  phone: string;
  token: string;
}

export interface BeaconRun {
  /** Each beacon's body, in the order they went. */
  bodies: string[];
  /** Hides the page, as switching tabs or closing it does. */
  hide: () => void;
  /** How many times the beacon's module was asked for. */
  loads: number;
  /** Beacons queued and not yet gone (their wait not over). */
  queued: () => number;
}

export interface WalkOptions {
  personal: Personal;
  brand?: string;
  navigator?: Partial<Navigator>;
  url?: string;
  /** Stop after this many steps of the walk (the rest is left undone). */
  steps?: number;
  /**
   * `visitor` (default): a queued beacon's wait is over before the visitor's next action (people
   * take longer to fill a form than the wait, the calls answer sooner). `hurried`: every action
   * comes before any wait is over.
   */
  pace?: 'visitor' | 'hurried';
}

/**
 * The default machine's registration walked on a real actor, from a snapshot whose every context
 * field holds `personal` values, with the app's telemetry observer (the lazy part and the beacon)
 * and a page that records what would be sent: a CPF, a wrong answer, the right one, the form, the
 * activation e-mail re-sent.
 */
export async function walkWithBeacon({
  personal,
  brand = 'default',
  navigator = {},
  url = '/portal/telemetry',
  steps = Infinity,
  pace = 'visitor',
}: WalkOptions): Promise<BeaconRun> {
  let queued: (() => void)[] = [];
  const run: BeaconRun = {
    bodies: [],
    hide: () => undefined,
    loads: 0,
    queued: () => queued.length,
  };
  const page: beaconModule.BeaconPage = {
    send: (_url, body) => run.bodies.push(body) > 0,
    later: (task) => {
      queued.push(task);
      return () => {
        queued = queued.filter((other) => other !== task);
      };
    },
    onHide: (listener) => {
      run.hide = listener;
      return () => undefined;
    },
  };
  const inspect: (inspection: InspectionEvent) => void = lazyTelemetry(url, () => {
    run.loads += 1;
    return Promise.resolve({
      ...beaconModule,
      startTelemetry: (given, noted) =>
        beaconModule.startTelemetry(given, noted, {
          brand,
          page,
          navigator: navigator as Navigator,
        }),
    });
  });
  const machine = MACHINES.default;
  const fakes = createFakeActors(Object.keys(machine.implementations.actors));
  const provided = provideRules(machine).provide({ actors: fakes.actors });
  const { cpf, email, name, phone, token } = personal;
  const context: RegistrationContext = {
    clientId: name,
    redirectUri: `https://app.exemplo.invalid/${cpf}`,
    cpf,
    recaptchaResponse: token,
    token,
    motherNames: [name, name, name],
    email,
    notices: [],
    noticeSeq: 0,
  };
  const actor = createActor(provided, {
    snapshot: provided.resolveState({ value: { cpf: 'editing' }, context }),
    // Read only when there is no snapshot; the same values.
    input: { clientId: context.clientId, redirectUri: context.redirectUri },
    inspect,
  }).start();
  const answer = async (id: string, output: unknown) => {
    fakes.answer({ type: `${DONE_ACTOR_PREFIX}${id}`, output });
    await settle();
  };
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    if (pace === 'visitor') {
      queued.splice(0).forEach((task) => {
        task();
      });
    }
    actor.send(event);
    await settle();
  };
  const answerSubmit = {
    type: 'answer.submit',
    mothersFirstName: name,
    birthdayDay: '15',
    birthdayYear: '1980',
  } as const;
  const walk: (() => Promise<void>)[] = [
    () => send({ type: 'cpf.submit', cpf }),
    () => answer('captcha', token),
    () => answer('requestToken', { status: 'SUCCESS', token, messages: [name] }),
    () =>
      answer('fetchQuestion', { status: 'SUCCESS', question: { motherNames: [name, email, cpf] } }),
    () => send(answerSubmit),
    () => answer('submitAnswer', { status: 'INCORRECT_ANSWER', messages: [email] }),
    () => send(answerSubmit),
    () => answer('submitAnswer', { status: 'SUCCESS' }),
    () =>
      send({
        type: 'register.submit',
        cellphone: phone,
        email,
        password: `${name}#1Aa${cpf}`,
        acceptTermsAndConditions: true,
      }),
    () => answer('register', { status: 'SUCCESS', token }),
    () => send({ type: 'resend.request' }),
    () => answer('resendCaptcha', token),
    () => answer('resendEmail', { status: 'SUCCESS' }),
  ];
  for (const step of walk.slice(0, steps)) await step();
  return run;
}
