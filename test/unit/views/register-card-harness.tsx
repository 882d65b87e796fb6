import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { texts } from '../../../content/texts.ts';
import {
  MACHINES,
  type AnswerInput,
  type ApiResponse,
  type CaptchaInput,
  type MachineId,
  type NonClientInput,
  type QuestionInput,
  type QuestionResponse,
  type RegisterInput,
  type RegistrationEvent,
  type ResendInput,
  type TokenInput,
  type TokenResponse,
} from '../../../machines/index.ts';
import {
  RegistrationActorContext,
  type RegistrationActorRef,
} from '../../../src/registration/registration-actor.ts';
import {
  DEFAULT_VARIANT_UI,
  VariantUiContext,
  type VariantUi,
} from '../../../src/registration/variant-ui.ts';
import { noticeToastComponents } from '../../../src/views/notices/notice-toast.tsx';
import { RegisterCard } from '../../../src/views/register-card.tsx';
import { preloadRegisterCard } from '../../../src/views/step-views.tsx';

// The card loads its later steps' code on demand; here it is drawn at once, as the tests expect.
await preloadRegisterCard();

export const VALID_CPF = '52998224725';
export const MOTHER_NAMES = ['MARIA', 'ANA', 'JOANA'];

/**
 * Each variant's screen as the tests run it: the values the app is to provide (spec sections 2,
 * 4 and 5; the app composes its own in `src/app/`).
 */
export const VARIANT_UIS: Record<MachineId, VariantUi> = {
  default: DEFAULT_VARIANT_UI,
  refi: { ...DEFAULT_VARIANT_UI, finishRequiredMessages: 'single', termsLink: 'modal' },
  digital: { ...DEFAULT_VARIANT_UI, whatsappDefault: false },
  blocks: {
    firstStep: { heading: texts.cpf.heading, submitLabel: texts.cpf.start, askTerms: true },
    finishRequiredMessages: 'perField',
    termsLink: 'page',
    nickname: true,
    trimEmails: true,
    whatsappDefault: true,
  },
  'meu-financiamento': {
    firstStep: {
      heading: texts.cpf.headingMeuFinanciamento,
      submitLabel: texts.cpf.start,
      askTerms: true,
    },
    finishRequiredMessages: 'perField',
    termsLink: 'page',
    nickname: true,
    trimEmails: true,
    whatsappDefault: true,
  },
};

/** The calls the machine makes, as fakes a test can inspect and re-program. */
export function createFakes() {
  return {
    captcha: vi.fn<(input: CaptchaInput) => Promise<string>>(() => Promise.resolve('captcha-ok')),
    requestToken: vi.fn<(input: TokenInput) => Promise<TokenResponse>>(() =>
      Promise.resolve({ status: 'SUCCESS', token: 't' }),
    ),
    fetchQuestion: vi.fn<(input: QuestionInput) => Promise<QuestionResponse>>(() =>
      Promise.resolve({ status: 'SUCCESS', question: { motherNames: MOTHER_NAMES } }),
    ),
    submitAnswer: vi.fn<(input: AnswerInput) => Promise<ApiResponse>>(() =>
      Promise.resolve({ status: 'SUCCESS' }),
    ),
    register: vi.fn<(input: RegisterInput) => Promise<ApiResponse>>(() =>
      Promise.resolve({ status: 'SUCCESS' }),
    ),
    resendEmail: vi.fn<(input: ResendInput) => Promise<ApiResponse>>(() =>
      Promise.resolve({ status: 'SUCCESS' }),
    ),
    registerNonClient: vi.fn<(input: NonClientInput) => Promise<ApiResponse>>(() =>
      Promise.resolve({ status: 'SUCCESS' }),
    ),
    /** The app navigates to the digital sign-up here; the harness unmounts the card. */
    goToDigitalSignUp: vi.fn<() => void>(),
  };
}

export type Fakes = ReturnType<typeof createFakes>;

/** A promise the test settles itself, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface RenderOptions {
  /** The variant's machine; 'default' unless told. */
  machine?: MachineId;
  /** The variant's screen; the machine's entry in `VARIANT_UIS` unless told. */
  ui?: VariantUi;
  /** Render in StrictMode, which runs every effect twice, as the app does in development. */
  strict?: boolean;
}

const VIEW_EVENTS = new Set<string>([
  'cpf.submit',
  'answer.submit',
  'register.submit',
  'resend.request',
  'nonClient.submit',
] satisfies RegistrationEvent['type'][]);

function NotStrict({ children }: { children: ReactNode }) {
  return children;
}

/** What the app's router does on `goToDigitalSignUp`: the register page, card and all, goes. */
const LEFT_TEXT = 'Página de cadastro digital';

function NavigatingHost({ onAway }: { onAway: (leave: () => void) => void }) {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    onAway(() => {
      setLeft(true);
    });
  }, [onAway]);
  return left ? <p>{LEFT_TEXT}</p> : <RegisterCard />;
}

/**
 * Renders RegisterCard the way the app does (theme, toasts, router, variant screen, actor
 * context) around a real actor of the variant's machine whose calls are the fakes. The machine's
 * `goToDigitalSignUp` unmounts the card, as the app's navigation does.
 */
export function renderRegisterCard(fakes: Fakes = createFakes(), options: RenderOptions = {}) {
  const machineId = options.machine ?? 'default';
  const ui = options.ui ?? VARIANT_UIS[machineId];
  let leave: () => void = () => undefined;
  const machine = MACHINES[machineId].provide({
    actors: {
      captcha: fromPromise(({ input }: { input: CaptchaInput }) => fakes.captcha(input)),
      requestToken: fromPromise(({ input }: { input: TokenInput }) => fakes.requestToken(input)),
      fetchQuestion: fromPromise(({ input }: { input: QuestionInput }) =>
        fakes.fetchQuestion(input),
      ),
      submitAnswer: fromPromise(({ input }: { input: AnswerInput }) => fakes.submitAnswer(input)),
      register: fromPromise(({ input }: { input: RegisterInput }) => fakes.register(input)),
      resendEmail: fromPromise(({ input }: { input: ResendInput }) => fakes.resendEmail(input)),
      registerNonClient: fromPromise(({ input }: { input: NonClientInput }) =>
        fakes.registerNonClient(input),
      ),
    },
    actions: {
      goToDigitalSignUp: () => {
        fakes.goToDigitalSignUp();
        leave();
      },
    },
  });
  /** Every event the views sent the actor, in order. */
  const sent: RegistrationEvent[] = [];
  // Any variant's actor fits the view binding: this assignment is part of the test.
  const actor: RegistrationActorRef = createActor(machine, {
    input: { clientId: '', redirectUri: 'https://app.exemplo.invalid/' },
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && VIEW_EVENTS.has(inspection.event.type)) {
        sent.push(inspection.event as RegistrationEvent);
      }
    },
  });
  actor.start();
  // No pause between keystrokes: the forms react to each one, not to timing.
  const user = userEvent.setup({ delay: null });
  const Mode = options.strict === true ? StrictMode : NotStrict;
  const view = render(
    <Mode>
      <ThemeProvider theme={createTheme()}>
        {/* notistack's default maxSnack (3), above the app's 2: the card itself must close the
          previous batch's toasts. */}
        <SnackbarProvider Components={noticeToastComponents}>
          <MemoryRouter>
            <VariantUiContext value={ui}>
              <RegistrationActorContext.Provider value={actor}>
                <NavigatingHost
                  onAway={(away) => {
                    leave = away;
                  }}
                />
              </RegistrationActorContext.Provider>
            </VariantUiContext>
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </Mode>,
  );
  return { actor, fakes, sent, user, view };
}

export type Harness = ReturnType<typeof renderRegisterCard>;

/** The text box named by its label (password inputs have no role, so they go by label). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The text shown in place of the register page once the app has navigated away. */
export const leftRegisterPage = () => screen.queryByText(LEFT_TEXT);

/** Toasts are rendered by notistack outside the card. */
export const toastWith = (text: string) =>
  screen
    .queryAllByText(text)
    .find((element) => !element.closest('.MuiCard-root'))
    ?.closest<HTMLElement>('.MuiAlert-root');

export const termsCheckbox = () => screen.getByRole('checkbox', { name: /^Li e concordo/ });

export async function submitCpf({ user }: Harness, cpf = VALID_CPF) {
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), cpf);
  await user.click(screen.getByRole('button', { name: 'OK' }));
}

/** The blocks variants' first step: CPF, terms, 'Começar'. */
export async function submitFirstAccess({ user }: Harness, cpf = VALID_CPF) {
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), cpf);
  await user.click(termsCheckbox());
  await user.click(screen.getByRole('button', { name: 'Começar' }));
}

export async function reachQuestion(harness: Harness) {
  await submitCpf(harness);
  await screen.findByRole('heading', { name: 'Verificação dos dados' });
}

export async function answerQuestion({ user }: Harness) {
  await screen.findByRole('heading', { name: 'Verificação dos dados' });
  await user.click(screen.getByRole('radio', { name: 'MARIA' }));
  await user.type(field('Dia de nascimento'), '7');
  await user.type(field('Ano de nascimento'), '1985');
  await user.click(screen.getByRole('button', { name: 'PROSSEGUIR' }));
  await screen.findByRole('heading', { name: 'Para finalizar...' });
}

export async function reachFinish(harness: Harness) {
  await reachQuestion(harness);
  await answerQuestion(harness);
}

export const filledFinish = {
  cellphone: '11987654321',
  email: 'ana@exemplo.com',
  password: 'abcd123@',
};

export async function fillFinish({ user }: Harness, values: Partial<typeof filledFinish> = {}) {
  const { cellphone, email, password } = { ...filledFinish, ...values };
  await user.type(field('Celular'), cellphone);
  await user.type(field('E-mail'), email);
  await user.type(field('Confirme seu e-mail'), email);
  await user.type(field('Senha'), password);
  await user.type(field('Confirmar Senha'), password);
  await user.click(termsCheckbox());
}

/** A valid non-customer sign-up, as typed. */
export const filledNonClient = {
  name: 'Ana Maria',
  email: 'ana@exemplo.com',
  confirmEmail: 'ana@exemplo.com',
  cpf: VALID_CPF,
  birthDate: '07031985',
  cellphone: '11987654321',
  password: 'abcd123@',
  confirmPassword: 'abcd123@',
  acceptTermsAndConditions: true,
};

/**
 * Fills the non-customer form; an empty string leaves its field untouched. The CPF is typed only
 * where the form asks for it (not in the blocks variants, where it is known).
 */
export async function fillNonClient(
  { user }: Harness,
  values: Partial<typeof filledNonClient> = {},
) {
  const filled = { ...filledNonClient, ...values };
  const typeInto = async (label: string, text: string) => {
    if (text !== '') await user.type(field(label), text);
  };
  await typeInto('Nome', filled.name);
  await typeInto('E-mail', filled.email);
  await typeInto('Confirme seu e-mail', filled.confirmEmail);
  if (!field('CPF').readOnly) await typeInto('CPF', filled.cpf);
  await typeInto('Data de Nascimento', filled.birthDate);
  await typeInto('Celular', filled.cellphone);
  await typeInto('Senha', filled.password);
  await typeInto('Confirmar Senha', filled.confirmPassword);
  if (filled.acceptTermsAndConditions) await user.click(termsCheckbox());
}
