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
} from '../../../paths/browser-plan.ts';
import { coverageOf, replayPath } from '../../../paths/coverage.ts';
import { eventsFor } from '../../../paths/events.ts';
import {
  NAMED_CALLS,
  eventPt,
  pathTitlePt,
  runningCalls,
  stepsPt,
} from '../../../paths/labels-pt.ts';
import { MACHINE_IDS, machinePaths, pathModel } from '../../../paths/models.ts';
import { expectedScreen } from '../../../paths/expected-screen.ts';
import { listTransitions } from '../../../paths/transitions.ts';

describe('the QA path report', () => {
  const reports = MACHINE_IDS.map(machineReport);

  it.each(MACHINE_IDS)('covers every state and transition of %s', (id) => {
    const report = machineReport(id);
    expect(report.coverage.states.uncovered).toEqual([]);
    expect(report.coverage.transitions.uncovered).toEqual([]);
    expect(isComplete(report)).toBe(true);
    expect(reportLines(report)[0]).toMatch(
      new RegExp(
        `^${id}: estados (\\d+)/\\1 \\(100 %\\), transições (\\d+)/\\2 \\(100 %\\), \\d+ caminhos`,
      ),
    );
  });

  it.each(MACHINE_IDS)('%s: the browser figures add up, twins included', (id) => {
    const { browser } = machineReport(id);
    const walked = browser.walkedBy.reduce((sum, { walks }) => sum + walks, 0);
    // Every walk is walked once, or by each twin that needs it for its states.
    expect(walked - browser.walkedTwice).toBe(browser.paths);
    const [line] = reportLines(machineReport(id));
    const [here, ...twins] = browser.walkedBy;
    if (twins.length) {
      expect(line).toContain(
        `: ${String(here?.walks)} aqui e ${twins.map(({ id: twin, walks }) => `${String(walks)} em ${twin}`).join(', ')} (mesmo fluxo`,
      );
      if (browser.walkedTwice) expect(line).toContain(`; ${String(browser.walkedTwice)} percurso`);
    } else expect(line).toMatch(/percursos passam por \d+\/\d+ transições$/);
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
    // The digital sign-up ends on the activation step, whose resend can succeed (the final
    // `resent` state, spec 4.5): without the paths where the resend succeeds, that state and the
    // one transition into it are uncovered, and nothing else.
    const withoutResent = machinePaths('digital').filter(
      (path) => !path.steps.some(({ state }) => state.hasTag('resent')),
    );
    const partial = { ...machineReport('digital'), coverage: coverageOf(machine, withoutResent) };
    expect(isComplete(partial)).toBe(false);
    expect(reportLines(partial)[0]).toMatch(
      /^digital: estados 7\/8 \(87 %\), transições 14\/15 \(93 %\), /,
    );
    expect(reportLines(partial)).toContain('  estado sem cobertura: digital.activation.resent');
    expect(coverageJson([partial]).machines[0]?.uncovered).toEqual([
      'digital.activation.resent',
      'digital.activation.resending --xstate.done.actor.resendEmail[0]--> digital.activation.resent',
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

  it('read typed snapshots: a misspelt tag or state fails the typecheck', () => {
    const [path] = machinePaths('default');
    const start = path?.steps[0]?.state;
    // @ts-expect-error no machine has the tag 'bussy'
    expect(start?.hasTag('bussy')).toBe(false);
    // @ts-expect-error no machine has a step 'nowhere'
    expect(start?.matches('nowhere')).toBe(false);
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

  it('answers from the sandbox everywhere: no simulated answer', () => {
    const simulated = MACHINE_IDS.flatMap((id) =>
      browserCoveringSet(id).flatMap((plan) =>
        plan.steps.flatMap((step) =>
          step.kind === 'simulated' ? [`${id}: ${step.call} ${JSON.stringify(step.body)}`] : [],
        ),
      ),
    );
    // Every answer of every path has a sandbox scenario (sandbox/scenarios.ts): the unknown
    // client status (ARCHIVED), the non-customer's resend outcomes and the blocks non-customer's
    // USER_ALREADY_EXISTS (HTTP 200) included, as the QA exports need (docs/qa-exports.md).
    expect(simulated).toEqual([]);
  });

  it('reaches TOKEN_ERROR on the answer with the sandbox’s third wrong answer, and stays', () => {
    const blocked = browserCoveringSet('default').find(
      (plan) => plan.padded && plan.steps.some((step) => step.kind === 'answer'),
    );
    const events = blocked?.path.steps.slice(1) ?? [];
    const tokenError = events.findIndex(
      ({ event }) =>
        event.type === 'xstate.done.actor.submitAnswer' &&
        (event as { output?: { status?: string } }).output?.status === 'TOKEN_ERROR',
    );
    expect(tokenError).toBeGreaterThan(0);
    const upTo = blocked?.steps.slice(0, tokenError + 1) ?? [];
    // Three wrong answers typed, the sandbox answering each: INCORRECT_ANSWER twice, then
    // TOKEN_ERROR, with no simulated answer.
    expect(upTo.filter((step) => step.kind === 'answer')).toEqual([
      expect.objectContaining({ right: false }),
      expect.objectContaining({ right: false }),
      expect.objectContaining({ right: false }),
    ]);
    expect(upTo.at(-1)).toEqual({ kind: 'server', call: 'answer' });
    expect(upTo.some((step) => step.kind === 'simulated')).toBe(false);
    // TOKEN_ERROR on the answer keeps the customer on the question (spec; issue 13).
    expect(events[tokenError]?.state.matches('question')).toBe(true);
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
        'tokenSuccessWithoutToken',
        'archived',
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
