import { describe, expect, it } from 'vitest';
import {
  coverageJson,
  isComplete,
  machineReport,
  reportLines,
} from '../../../scripts/paths/report.ts';
import {
  browserCoveringSet,
  browserTransitions,
  realisationPt,
} from '../../support/paths/browser-plan.ts';
import { coverageOf, replayPath } from '../../support/paths/coverage.ts';
import { eventsFor } from '../../support/paths/events.ts';
import {
  NAMED_CALLS,
  eventPt,
  pathTitlePt,
  runningCalls,
  stepsPt,
} from '../../support/paths/labels-pt.ts';
import { MACHINE_IDS, machinePaths, pathModel } from '../../support/paths/models.ts';
import { expectedScreen } from '../../support/paths/screens.ts';
import { listTransitions } from '../../support/paths/transitions.ts';

describe('the QA path report', () => {
  const reports = MACHINE_IDS.map(machineReport);

  it.each(MACHINE_IDS)('covers every state and transition of %s', (id) => {
    const report = machineReport(id);
    expect(report.coverage.states.uncovered).toEqual([]);
    expect(report.coverage.transitions.uncovered).toEqual([]);
    expect(isComplete(report)).toBe(true);
    expect(reportLines(report)[0]).toMatch(
      new RegExp(
        `^${id}: states (\\d+)/\\1 \\(100 %\\), transitions (\\d+)/\\2 \\(100 %\\), \\d+ paths`,
      ),
    );
  });

  it('writes coverage.json in the shape the inspector reads', () => {
    const json = coverageJson(reports);
    expect(json.machines.map(({ id }) => id)).toEqual(MACHINE_IDS);
    for (const machine of json.machines) {
      expect(Object.keys(machine)).toEqual(['id', 'states', 'transitions', 'paths', 'uncovered']);
      expect(machine.states.covered).toBe(machine.states.total);
      expect(machine.transitions.covered).toBe(machine.transitions.total);
      expect(machine.paths).toBe(machinePaths(machine.id).length);
      expect(machine.uncovered).toEqual([]);
    }
  });

  it('falls below 100 % when a path is missing, and names what is uncovered', () => {
    const { machine } = pathModel('digital');
    // Only the first digital path reaches the activation step.
    const partial = {
      ...machineReport('digital'),
      coverage: coverageOf(machine, machinePaths('digital').slice(1)),
    };
    expect(isComplete(partial)).toBe(false);
    expect(reportLines(partial)[0]).toMatch(/^digital: states 3\/4 \(75 %\), transitions 6\/7 /);
    expect(reportLines(partial)).toContain('  uncovered state: digital.nonClientActivation');
    expect(coverageJson([partial]).machines[0]?.uncovered).toEqual([
      'digital.nonClientActivation',
      'digital.signUp.registering --xstate.done.actor.registerNonClient[0]--> digital.nonClientActivation',
    ]);
  });
});

describe('Portuguese labels', () => {
  it.each(MACHINE_IDS)('name every event and step of every %s path', (id) => {
    for (const path of machinePaths(id)) {
      const steps = stepsPt(id, path);
      expect(steps).toHaveLength(path.steps.length - 1);
      expect(pathTitlePt(id, path)).not.toMatch(/undefined|\[object/);
    }
  });

  it.each(MACHINE_IDS)('name every event %s offers, and every call it makes', (id) => {
    const { machine } = pathModel(id);
    for (const path of machinePaths(id)) {
      for (const step of replayPath(machine, path)) {
        for (const event of eventsFor(step.after, pathModel(id).samples)) {
          expect(eventPt(id, event)).not.toBe('');
        }
        for (const call of runningCalls(step.after)) expect(NAMED_CALLS).toContain(call);
      }
    }
  });

  it('reads like the issue asks', () => {
    const notFound = machinePaths('default').find((path) =>
      pathTitlePt('default', path).includes('CLIENT_NOT_FOUND'),
    );
    expect(notFound && pathTitlePt('default', notFound)).toBe(
      'Informa CPF válido e clica em OK → captcha aprovado → servidor responde CLIENT_NOT_FOUND à consulta do CPF → vai para o cadastro digital (/cadastro-refi-digital)',
    );
  });
});

describe('expected screens', () => {
  it.each(MACHINE_IDS)('exist for every state %s reaches', (id) => {
    const { machine } = pathModel(id);
    for (const path of machinePaths(id)) {
      for (const step of replayPath(machine, path)) {
        expect(expectedScreen(id, step.after, []).heading).not.toBe('');
      }
    }
  });
});

describe('the browser covering set', () => {
  it.each(MACHINE_IDS)('takes every transition of %s', (id) => {
    const all = listTransitions(pathModel(id).machine).map(({ id: transition }) => transition);
    expect(all.filter((transition) => !browserTransitions(id).has(transition))).toEqual([]);
  });

  it.each(MACHINE_IDS)('plans every step of every %s path', (id) => {
    for (const plan of browserCoveringSet(id)) {
      expect(plan.steps).toHaveLength(plan.path.steps.length - 1);
      expect(() => plan.steps.map(realisationPt)).not.toThrow();
    }
  });

  it('answers from the sandbox everywhere but where no scenario can', () => {
    const simulated = MACHINE_IDS.flatMap((id) =>
      browserCoveringSet(id).flatMap((plan) =>
        plan.steps.flatMap((step) =>
          step.kind === 'simulated' ? [`${id}: ${step.call} ${JSON.stringify(step.body)}`] : [],
        ),
      ),
    );
    // The blocks non-customer's CPF is one the token call did not find, so the sandbox never
    // answers its sign-up USER_ALREADY_EXISTS with HTTP 200 (docs/paths/README.md). The rate
    // limit's 429 is reached for real only by test/browser/rate-limit.test.ts.
    const tooMany = (id: string) => [
      `${id}: token {"status":"TOO_MANY_REQUESTS","exemploSpanId":"span-requestToken-TOO_MANY_REQUESTS"}`,
      `${id}: resend {"status":"TOO_MANY_REQUESTS","exemploSpanId":"span-resendEmail-TOO_MANY_REQUESTS"}`,
    ];
    expect(simulated.sort()).toEqual(
      [
        ...tooMany('default'),
        ...tooMany('refi'),
        ...tooMany('blocks'),
        'blocks: nonClient {"status":"USER_ALREADY_EXISTS"}',
        ...tooMany('meuFinanciamento'),
        'meuFinanciamento: nonClient {"status":"USER_ALREADY_EXISTS"}',
      ].sort(),
    );
  });

  it('reaches TOKEN_ERROR on the answer with the sandbox’s third wrong answer', () => {
    const blocked = browserCoveringSet('default').find(
      (plan) => plan.padded && plan.steps.some((step) => step.kind === 'answer'),
    );
    expect(blocked?.steps.filter((step) => step.kind === 'answer')).toEqual([
      expect.objectContaining({ right: false }),
      expect.objectContaining({ right: false }),
      expect.objectContaining({ right: false }),
    ]);
  });

  it('types a scenario CPF for each deviation of the token call', () => {
    const cpfs = browserCoveringSet('default').flatMap((plan) =>
      plan.steps.flatMap((step) => (step.kind === 'cpf' ? [step.scenario] : [])),
    );
    expect(new Set(cpfs)).toEqual(
      new Set([
        'success',
        'clientNotFound',
        'incorrectCaptcha',
        'insufficientData',
        'registered',
        'blocked',
        'tokenUnknownStatus',
        'questionTokenError',
        'questionUnknownStatus',
        'answerUnknownStatus',
        'registerUserExists',
        'registerUserExistsBody',
        'registerTokenError',
        'registerUnknownStatus',
        'resendIncorrectCaptcha',
        'resendTokenError',
        'resendUnknownStatus',
      ]),
    );
  });
});
