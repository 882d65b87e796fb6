import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, {
  PointerEventsCheckLevel,
  type UserEvent as UserSession,
} from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../../content/texts.ts';
import type { MachineId } from '../../../machines/registry.ts';
import type { AnyMachineSnapshot } from 'xstate';
import type {
  RegistrationContext,
  RegistrationEvent,
} from '../../../machines/shared/registration.types.ts';
import { VARIANTS } from '../../../content/variants.ts';
import {
  createFakeServices,
  createPendingCalls,
  recordSentEvents,
  type PendingCalls,
} from '../../support/fake-services.ts';
import type { ModelPath } from '../../../paths/coverage.ts';
import {
  actorIdOf,
  eventLabel,
  isActorEvent,
  isDoneActorEvent,
  isUserEvent,
  type DoneActorEvent,
  type ErrorActorEvent,
  type ModelEvent,
  type UserEvent,
} from '../../../paths/events.ts';
import { settle } from '../../support/paths/fake-actors.ts';
import { pathTitlePt, stepLinePt, stepsPt, startPt } from '../../../paths/labels-pt.ts';
import { machinePaths, pathModel } from '../../../paths/models.ts';
import { walkedHere } from '../../../paths/twins.ts';
import { factsOf, screenOfStep, type ExpectedScreen } from '../../../paths/expected-screen.ts';
import { describeScreen, screenMismatches, readScreen } from '../../support/paths/screens.ts';
import { nextExpected, startOf, type ExpectedStep } from '../../support/spec/expected-steps.ts';
import { autofill } from '../../support/fill-field.ts';
import { renderRegisterPage } from '../../support/render-register-page.tsx';

/**
 * The UI level of the generated paths: each path drives the app's real register page
 * (`renderRegisterPage`: MUI views, the variant's screen values, the toasts, the router
 * navigation) in happy-dom. The customer's steps are typed and clicked with user-event; the calls go
 * to fake services that stay pending until the path step that picks the server's answer resolves
 * or rejects them inside `act()`. After every step the screen must show what the customer should
 * see there (`expectedScreen`).
 */

interface Rendered {
  calls: PendingCalls;
  sent: RegistrationEvent[];
  user: UserSession;
}

/** Renders the machine's page the way the app composes it, with the digital sign-up route. */
function renderPage(machineId: MachineId): Rendered {
  const { input } = pathModel(machineId);
  const calls = createPendingCalls();
  const sent: RegistrationEvent[] = [];
  renderRegisterPage({
    variant: machineId,
    services: createFakeServices(calls.handle, recordSentEvents(sent)),
    stored: input,
  });
  // No pause between keystrokes: the forms react to each one, not to timing.
  return {
    calls,
    sent,
    user: userEvent.setup({
      delay: null,
      skipHover: true,
      // Checking `pointer-events` walks the computed styles of every ancestor on each action:
      // MUI's emotion styles make that the slowest part of a click in happy-dom.
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    }),
  };
}

/** Settles the one call in flight that the path step names; fails if the screen never made it. */
async function answer(calls: PendingCalls, event: DoneActorEvent | ErrorActorEvent) {
  const id = actorIdOf(event);
  // A register call records the consent first: its request follows a moment later.
  await waitFor(() => {
    if (calls.pending(id).length !== 1) {
      throw new Error(
        `Esperada uma chamada '${id}' em andamento, há ${String(calls.pending(id).length)}.`,
      );
    }
  });
  const [call] = calls.pending(id);
  await act(async () => {
    if (isDoneActorEvent(event)) call?.resolve(event.output);
    else call?.reject(event.error);
    await settle();
  });
}

const textOf = (element: Element): string => element.textContent.trim();

/** Waits until the screen matches; fails with what differs and where in the path. */
async function expectScreen(expected: ExpectedScreen, where: string): Promise<void> {
  let problems: string[] = [];
  try {
    await waitFor(
      () => {
        problems = screenMismatches(readScreen(texts.app.busy), expected);
        if (problems.length) throw new Error(problems.join('\n'));
      },
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(
      [
        where,
        `Esperado na tela: ${describeScreen(expected)}.`,
        'Diferenças:',
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
  }
}

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
}

/**
 * Enters `text` into the labelled field as a customer would: pasted (one change instead of one
 * per key, which keeps ~130 paths fast), or autofilled where pasting is blocked (the
 * confirmations).
 */
async function enter(user: UserSession, label: string, text: string, blocksPaste = false) {
  const input = field(label);
  if (input.value !== '') await user.clear(input);
  if (blocksPaste) {
    await autofill(user, input, text);
    return;
  }
  act(() => {
    input.focus();
  });
  await user.paste(text);
}

/** The confirmation fields block paste and drop: a password manager's autofill still reaches them. */
const autofillInto = (user: UserSession, label: string, text: string) =>
  enter(user, label, text, true);

async function setChecked(user: UserSession, label: string | RegExp, checked: boolean) {
  const box = field(label);
  if (box.checked !== checked) await user.click(box);
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => textOf(b) === name);
  if (!found) throw new Error(`Botão “${name}” não aparece.`);
  return found;
}

const TERMS = new RegExp(`^${texts.finish.termsBefore.trim()}`);

/** Performs a path's user step through the screen, with the values the path's event carries. */
async function perform(user: UserSession, machineId: MachineId, event: UserEvent): Promise<void> {
  const { ui } = VARIANTS[machineId];
  switch (event.type) {
    case 'cpf.submit':
      await enter(user, texts.cpf.label, event.cpf);
      if (ui.firstStep.askTerms) await setChecked(user, TERMS, true);
      await user.click(button(ui.firstStep.submitLabel));
      return;
    case 'answer.submit':
      await user.click(field(event.mothersFirstName));
      await enter(user, texts.question.birthdayDay, event.birthdayDay);
      await enter(user, texts.question.birthdayYear, event.birthdayYear);
      await user.click(button(texts.question.submit));
      return;
    case 'register.submit':
      if (event.nickname !== undefined) await enter(user, texts.finish.nickname, event.nickname);
      await enter(user, texts.finish.cellphone, event.cellphone);
      await enter(user, texts.finish.email, event.email);
      await autofillInto(user, texts.finish.confirmEmail, event.email);
      await enter(user, texts.finish.password, event.password);
      await autofillInto(user, texts.finish.confirmPassword, event.password);
      await setChecked(user, TERMS, event.acceptTermsAndConditions);
      await user.click(button(texts.finish.submit));
      return;
    case 'nonClient.submit':
      await enter(user, texts.nonClient.name, event.name);
      if (event.nickname !== undefined) await enter(user, texts.finish.nickname, event.nickname);
      await enter(user, texts.finish.email, event.email);
      await autofillInto(user, texts.finish.confirmEmail, event.email);
      if (!field(texts.nonClient.cpf).readOnly) {
        await enter(user, texts.nonClient.cpf, event.document);
      }
      await enter(user, texts.nonClient.birthDate, event.birthDate.replace(/\D/g, ''));
      await enter(user, texts.finish.cellphone, event.cellphone);
      await enter(user, texts.finish.password, event.password);
      await autofillInto(user, texts.finish.confirmPassword, event.password);
      await setChecked(user, TERMS, event.acceptTermsAndConditions);
      await setChecked(user, texts.nonClient.whatsapp, event.acceptSendMessage);
      await user.click(button(texts.finish.submit));
      return;
    case 'resend.request':
      await user.click(button(texts.activation.resend));
      return;
    default:
      // Exhaustive: a new user event type fails the typecheck here until the screen can send it.
      return event satisfies never;
  }
}

function userEventsOf(path: ModelPath): ModelEvent[] {
  return path.steps.slice(1).flatMap(({ event }) => (isActorEvent(event) ? [] : [event]));
}

/** Runs one generated path on the real views; a failure names the path and the step. */
export async function runUiPath(machineId: MachineId, path: ModelPath): Promise<void> {
  const title = pathTitlePt(machineId, path);
  const lines = stepsPt(machineId, path);
  const { calls, sent, user } = renderPage(machineId);
  const first = path.steps[0];
  if (!first) throw new Error('A path has at least its initial step.');
  const context = (n: number, line: string) =>
    [`Caminho: ${title}`, `Falhou no passo ${String(n)} de ${String(lines.length)}: ${line}`].join(
      '\n',
    );

  // What the customer must see comes from the spec tables; the path gives only its events, and
  // the data typed or received (the e-mail, the CPF, the mother names) its states carry.
  const screenOf = (expected: ExpectedStep, state: AnyMachineSnapshot) =>
    screenOfStep(
      machineId,
      expected.step,
      expected.calls !== undefined,
      expected.notices,
      factsOf(state.context as RegistrationContext),
    );
  let expected = startOf(machineId);
  await expectScreen(screenOf(expected, first.state), context(0, startPt(path)));
  for (const [i, { event, state }] of path.steps.slice(1).entries()) {
    const line = lines[i];
    const where = context(i + 1, line ? stepLinePt(line) : eventLabel(event));
    try {
      if (isActorEvent(event)) {
        // The pending call the step names settles; it fails when the screen never made it.
        await answer(calls, event);
      } else if (isUserEvent(event)) {
        await perform(user, machineId, event);
      } else {
        throw new Error(`A path starts once: ${event.type} after its first step.`);
      }
    } catch (error) {
      throw new Error(`${where}\n${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    expected = nextExpected(machineId, expected, event);
    await expectScreen(screenOf(expected, state), where);
  }
  // The views sent exactly the path's user events, with what was typed.
  expect(sent, `Caminho: ${title}\nOs eventos enviados pela tela diferem do caminho.`).toEqual(
    userEventsOf(path),
  );
}

/**
 * The UI-level suite of one machine: its generated paths, named by their steps and numbered as
 * docs/paths numbers them; a machine with a twin walks its share (paths/twins.ts).
 */
export function describeUiPaths(machineId: MachineId): void {
  afterEach(cleanup);
  describe(`${machineId}: caminhos gerados na tela (happy-dom)`, () => {
    const paths = machinePaths(machineId);
    for (const i of walkedHere(machineId, paths)) {
      const path = paths[i];
      if (!path) continue;
      it(`#${String(i + 1).padStart(2, '0')} ${pathTitlePt(machineId, path)}`, () =>
        runUiPath(machineId, path));
    }
  });
}
