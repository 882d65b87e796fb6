import type { RegistrationSnapshot } from './coverage.ts';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { topStepOf } from '../machines/shared/records.ts';
import { fill } from '../content/fill.ts';
import { guidance } from '../content/guidance.ts';
import { texts } from '../content/texts.ts';
import type { MachineId } from '../machines/registry.ts';
import type { RegistrationContext } from '../machines/shared/registration.types.ts';
import { VARIANTS } from '../content/variants.ts';
import { SPEC, type CustomerStep } from './spec/outcomes.ts';
import { noticeTextOf, type ShownNotice } from './notices.ts';

/**
 * What a customer sees in each state of a path: the screen's heading, fields, buttons, messages
 * and busy indicator, from `content/` texts. The QA exports name each step's screen with it; the
 * UI-level suite (happy-dom) and the browser-level suite (Chromium) compare what they read
 * (`test/support/paths/screens.ts`) with it, so "what the screen shows" is written once.
 */

export interface ExpectedField {
  label: string;
  /** The value shown, when it is known beforehand (the read-only CPF of a blocks non-customer). */
  value?: string;
  readOnly?: boolean;
}

export interface ExpectedAlert {
  /** The catalogue text, with the span id appended when the answer carried a known one. */
  text: string;
  /** The answer carried a span id the test cannot know (the sandbox makes one per answer). */
  anySpanId?: boolean;
}

export interface ExpectedScreen {
  /** The register card of the machine's page, or the digital sign-up the app navigated to. */
  page: 'register' | 'digitalSignUp';
  /** The step's `h1`. */
  heading: string;
  fields: readonly ExpectedField[];
  /** The mother's-name options offered by the question step. */
  radios: readonly string[];
  buttons: readonly { name: string; enabled: boolean }[];
  absentButtons: readonly string[];
  /** Texts the card shows (the e-mail the link went to, …). */
  texts: readonly string[];
  /** Exactly these alerts (role=alert) on the card, in order. */
  alerts: readonly ExpectedAlert[];
  /** The busy indicator (a progress bar named 'Aguarde, processando...') shows. */
  busy: boolean;
  /** Toasts that must show outside the card (checked where the card has gone). */
  toasts: readonly string[];
}

/** What the screen shows that the path's model cannot know in the browser (the sandbox's data). */
export interface ScreenFacts {
  email: string;
  cpf: string;
  motherNames: readonly string[];
  /** The span ids shown are the sandbox's, not the model's. */
  anySpanIds: boolean;
}

export function factsOf(context: RegistrationContext): ScreenFacts {
  return {
    email: context.email,
    cpf: context.cpf,
    motherNames: context.motherNames,
    anySpanIds: false,
  };
}

function alertOf(notice: ShownNotice, anySpanIds: boolean): ExpectedAlert {
  if (notice.spanId !== undefined && anySpanIds) {
    return { text: noticeTextOf({ id: notice.id }), anySpanId: true };
  }
  return { text: noticeTextOf(notice) };
}

const CONTACT_FIELDS = [
  texts.finish.cellphone,
  texts.finish.email,
  texts.finish.confirmEmail,
  texts.finish.password,
  texts.finish.confirmPassword,
];

function nonClientFields(nickname: boolean, cpf: ExpectedField): ExpectedField[] {
  return [
    { label: texts.nonClient.name },
    ...(nickname ? [{ label: texts.finish.nickname }] : []),
    { label: texts.finish.email },
    { label: texts.finish.confirmEmail },
    cpf,
    { label: texts.nonClient.birthDate },
    { label: texts.finish.cellphone },
    { label: texts.finish.password },
    { label: texts.finish.confirmPassword },
  ];
}

const NOTHING: Omit<ExpectedScreen, 'heading'> = {
  page: 'register',
  fields: [],
  radios: [],
  buttons: [],
  absentButtons: [],
  texts: [],
  alerts: [],
  busy: false,
  toasts: [],
};

/** The step the customer sees in `snapshot`, through the spec's map of steps to states. */
export function stepOfSnapshot(machineId: MachineId, snapshot: RegistrationSnapshot): CustomerStep {
  const state = topStepOf(snapshot);
  const steps = (Object.entries(SPEC[machineId].states) as [CustomerStep, string][])
    .filter(([, candidate]) => candidate === state)
    .map(([step]) => step);
  if (steps.includes('resent') && snapshot.hasTag('resent')) return 'resent';
  if (steps.includes('blocked') && snapshot.hasTag('blocked')) return 'blocked';
  const step = steps.find((candidate) => candidate !== 'resent' && candidate !== 'blocked');
  if (!step) throw new Error(`No customer step for ${JSON.stringify(snapshot.value)}.`);
  return step;
}

/** The screen of `snapshot` (a state of `machineId`'s machine) with `notices` shown. */
export function expectedScreen(
  machineId: MachineId,
  snapshot: RegistrationSnapshot,
  notices: readonly ShownNotice[],
  facts: Partial<ScreenFacts> = {},
): ExpectedScreen {
  return screenOfStep(
    machineId,
    stepOfSnapshot(machineId, snapshot),
    snapshot.hasTag('busy'),
    notices,
    { ...factsOf(snapshot.context), ...facts },
  );
}

/** The screen of the customer's `step` in `machineId`'s variant, busy or not, with `notices`. */
export function screenOfStep(
  machineId: MachineId,
  step: CustomerStep,
  busy: boolean,
  notices: readonly ShownNotice[],
  { email, cpf, motherNames, anySpanIds }: ScreenFacts,
): ExpectedScreen {
  const ui = VARIANTS[machineId].ui;
  const alerts = notices.map((notice) => alertOf(notice, anySpanIds));
  const base = { ...NOTHING, busy, alerts };
  const submit = (name: string) => [{ name, enabled: !busy }];
  const sentTo = fill(texts.activation.sentTo, { email });

  switch (step) {
    case 'cpf':
      return {
        ...base,
        heading: fill(ui.firstStep.heading),
        fields: [{ label: texts.cpf.label, readOnly: false }],
        buttons: submit(ui.firstStep.submitLabel),
      };
    case 'question':
      return {
        ...base,
        heading: texts.question.heading,
        radios: motherNames,
        fields: [{ label: texts.question.birthdayDay }, { label: texts.question.birthdayYear }],
        buttons: submit(texts.question.submit),
      };
    case 'blocked':
      return {
        ...base,
        heading: texts.question.heading,
        texts: [guidance.question.blocked],
        absentButtons: [texts.question.submit],
      };
    case 'form':
      return {
        ...base,
        heading: texts.finish.heading,
        fields: [...(ui.nickname ? [texts.finish.nickname] : []), ...CONTACT_FIELDS].map(
          (label) => ({ label }),
        ),
        buttons: submit(texts.finish.submit),
      };
    case 'nonCustomerForm':
      // The digital sign-up asks the CPF; the blocks password creation shows the one given.
      return machineId === 'digital'
        ? {
            ...base,
            heading: texts.nonClient.signUpHeading,
            fields: nonClientFields(ui.nickname, { label: texts.nonClient.cpf, readOnly: false }),
            buttons: submit(texts.finish.submit),
          }
        : {
            ...base,
            heading: texts.finish.heading,
            fields: nonClientFields(ui.nickname, {
              label: texts.nonClient.cpf,
              value: formatCpf(cpf),
              readOnly: true,
            }),
            buttons: submit(texts.finish.submit),
          };
    case 'resent':
      return {
        ...base,
        heading: texts.activation.heading,
        texts: [sentTo, texts.activation.resent],
        absentButtons: [texts.activation.resend],
      };
    case 'activation':
      return {
        ...base,
        heading: texts.activation.heading,
        texts: [sentTo],
        buttons: submit(texts.activation.resend),
      };
    case 'digitalSignUp': {
      // The app has left for the digital sign-up: a new card, the notices only as toasts, the
      // CPF typed on the register page already in its field, still editable (issue 27).
      const digital = VARIANTS.digital.ui;
      return {
        ...base,
        page: 'digitalSignUp',
        heading: texts.nonClient.signUpHeading,
        fields: nonClientFields(digital.nickname, {
          label: texts.nonClient.cpf,
          value: formatCpf(cpf),
          readOnly: false,
        }),
        buttons: submit(texts.finish.submit),
        alerts: [],
        toasts: alerts.map(({ text }) => text),
      };
    }
  }
}
