import { describe, expect, it } from 'vitest';
import type { InspectedMicrostepEvent } from 'xstate';
import { MACHINES, type MachineId } from '../../../machines/registry.ts';
import { transitionIndex } from '../../../machine-graph/index.ts';
import { serverConfig } from '../../../portal-config/config-script.ts';
import { definitionId } from '../../../src/telemetry/definition-id.ts';
import { startBeacon } from '../../../src/telemetry/transition-beacon.ts';
import { walkWithBeacon, type Personal } from './beacon-walk.ts';

const MARIA: Personal = {
  cpf: '00000000191',
  email: 'maria@exemplo.invalid',
  name: 'Maria',
  phone: '11987654321',
  token: 'token-de-exemplo',
};

const id = (source: string, event: string, target: string) =>
  `default.${source} --${event}--> default.${target}`;

/** The walk's transitions, step by step, as the graph (and docs/paths/coverage.json) names them. */
const CPF_STEP = {
  [id('cpf.editing', 'cpf.submit[0]', 'cpf.verifyingCaptcha')]: 1,
  [id('cpf.verifyingCaptcha', 'xstate.done.actor.captcha[0]', 'cpf.requestingToken')]: 1,
  [id('cpf.requestingToken', 'xstate.done.actor.requestToken[6]', 'cpf.fetchingQuestion')]: 1,
  [id('cpf.fetchingQuestion', 'xstate.done.actor.fetchQuestion[0]', 'question')]: 1,
};
const QUESTION_STEP = {
  [id('question.editing', 'answer.submit[0]', 'question.submittingAnswer')]: 2,
  [id('question.submittingAnswer', 'xstate.done.actor.submitAnswer[1]', 'question.editing')]: 1,
  [id('question.submittingAnswer', 'xstate.done.actor.submitAnswer[0]', 'finish')]: 1,
};
const FINISH_STEP = {
  [id('finish.editing', 'register.submit[0]', 'finish.registering')]: 1,
  [id('finish.registering', 'xstate.done.actor.register[0]', 'activation')]: 1,
};
const ACTIVATION_STEP = {
  [id('activation.sent', 'resend.request[0]', 'activation.verifyingCaptcha')]: 1,
  [id('activation.verifyingCaptcha', 'xstate.done.actor.resendCaptcha[0]', 'activation.resending')]:
    1,
  [id('activation.resending', 'xstate.done.actor.resendEmail[0]', 'activation.resent')]: 1,
};

const parsed = (bodies: readonly string[]) => bodies.map((body) => JSON.parse(body) as unknown);

describe('the transition beacon', () => {
  it('names each transition as the graph does, for every transition of every machine', () => {
    for (const machineId of Object.keys(MACHINES) as MachineId[]) {
      for (const [definition, transition] of transitionIndex(MACHINES[machineId])) {
        expect(definitionId(definition)).toBe(transition.id);
      }
    }
  });

  it('sends the counts with the brand when the step changes and when a final state is reached', async () => {
    const run = await walkWithBeacon({ personal: MARIA, brand: 'refi-digital' });
    expect(parsed(run.bodies)).toEqual([
      { brand: 'refi-digital', counts: CPF_STEP },
      { brand: 'refi-digital', counts: QUESTION_STEP },
      { brand: 'refi-digital', counts: FINISH_STEP },
      { brand: 'refi-digital', counts: ACTIVATION_STEP },
    ]);
    expect(run.loads).toBe(1);
  });

  it('sends what the step has counted so far when the page is hidden, and nothing twice', async () => {
    const run = await walkWithBeacon({ personal: MARIA, steps: 6 });
    expect(run.bodies).toHaveLength(1);
    run.hide();
    expect(parsed(run.bodies).at(-1)).toEqual({
      brand: 'default',
      counts: {
        [id('question.editing', 'answer.submit[0]', 'question.submittingAnswer')]: 1,
        [id('question.submittingAnswer', 'xstate.done.actor.submitAnswer[1]', 'question.editing')]:
          1,
      },
    });
    run.hide();
    expect(run.bodies).toHaveLength(2);
  });

  it('merges the step changes made while a beacon waits into that one beacon', async () => {
    // Every action before any wait is over: the CPF, question and form steps' changes queue one
    // beacon; the re-sent e-mail (a final state) sends it at once with everything counted.
    const run = await walkWithBeacon({ personal: MARIA, pace: 'hurried' });
    expect(parsed(run.bodies)).toEqual([
      {
        brand: 'default',
        counts: { ...CPF_STEP, ...QUESTION_STEP, ...FINISH_STEP, ...ACTIVATION_STEP },
      },
    ]);
    expect(run.queued()).toBe(0);
    // Stopped before the end: the queued beacon waits, and a hidden page sends it.
    const cut = await walkWithBeacon({ personal: MARIA, pace: 'hurried', steps: 7 });
    expect(cut.bodies).toEqual([]);
    expect(cut.queued()).toBe(1);
    cut.hide();
    expect(parsed(cut.bodies)).toEqual([
      {
        brand: 'default',
        counts: {
          ...CPF_STEP,
          [id('question.editing', 'answer.submit[0]', 'question.submittingAnswer')]: 2,
          [id(
            'question.submittingAnswer',
            'xstate.done.actor.submitAnswer[1]',
            'question.editing',
          )]: 1,
        },
      },
    ]);
    expect(cut.queued()).toBe(0);
  });

  it('keeps the counts the browser would not take for the next beacon', () => {
    const sent: string[] = [];
    let accept = false;
    let hide: () => void = () => undefined;
    const beacon = startBeacon({
      url: '/portal/telemetry',
      brand: 'default',
      page: {
        send: (_url, body) => {
          if (accept) sent.push(body);
          return accept;
        },
        later: () => () => undefined,
        onHide: (listener) => {
          hide = listener;
          return () => undefined;
        },
      },
    });
    const submit = [...transitionIndex(MACHINES.default)].find(
      ([, transition]) =>
        transition.id === id('cpf.editing', 'cpf.submit[0]', 'cpf.verifyingCaptcha'),
    )?.[0];
    if (!submit) throw new Error('No cpf.submit transition in the default machine.');
    const step = { _transitions: [submit], snapshot: { status: 'active' } };
    beacon.take(step as unknown as InspectedMicrostepEvent);
    hide();
    expect(sent).toEqual([]);
    beacon.take(step as unknown as InspectedMicrostepEvent);
    accept = true;
    hide();
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
      {
        brand: 'default',
        counts: { [id('cpf.editing', 'cpf.submit[0]', 'cpf.verifyingCaptcha')]: 2 },
      },
    ]);
  });

  it('sends nothing when the browser sets Global Privacy Control', async () => {
    const run = await walkWithBeacon({
      personal: MARIA,
      navigator: { globalPrivacyControl: true } as Partial<Navigator>,
    });
    run.hide();
    expect(run.bodies).toEqual([]);
  });

  it('loads nothing before the first transition, which only a visitor causes', async () => {
    const run = await walkWithBeacon({ personal: MARIA, steps: 0 });
    expect(run.loads).toBe(0);
  });

  it('sends nothing to a URL off the portal’s origin, and the servers refuse one at start', async () => {
    const run = await walkWithBeacon({ personal: MARIA, url: 'https://coletor.exemplo.invalid/t' });
    run.hide();
    expect(run.bodies).toEqual([]);
    expect(() =>
      serverConfig({ PORTAL_TELEMETRY_URL: 'https://coletor.exemplo.invalid/t' }),
    ).toThrow(/PORTAL_TELEMETRY_URL must be a path on the portal's origin/);
    expect(() => serverConfig({ PORTAL_TELEMETRY_URL: '//coletor.exemplo.invalid/t' })).toThrow(
      /PORTAL_TELEMETRY_URL/,
    );
    // Paths a browser resolves off the origin, or rewrites.
    for (const offOrigin of ['/\\coletor.exemplo.invalid/t', '/portal/../t', '/%2e%2e/t']) {
      expect(() => serverConfig({ PORTAL_TELEMETRY_URL: offOrigin }), offOrigin).toThrow(
        /PORTAL_TELEMETRY_URL/,
      );
    }
    const sneaky = await walkWithBeacon({ personal: MARIA, url: '/\\coletor.exemplo.invalid/t' });
    sneaky.hide();
    expect(sneaky.bodies).toEqual([]);
    expect(serverConfig({ PORTAL_TELEMETRY_URL: '/portal/telemetry' }).config.telemetryUrl).toBe(
      '/portal/telemetry',
    );
    expect(serverConfig({}).config.telemetryUrl).toBeUndefined();
  });
});
