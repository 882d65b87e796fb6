import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type {
  AnswerInput,
  ApiResponse,
  CaptchaInput,
  MachineId,
  NonClientInput,
  QuestionInput,
  QuestionResponse,
  RegisterInput,
  RegistrationEvent,
  RegistrationInput,
  ResendInput,
  TokenInput,
  TokenResponse,
} from '../../../machines/index.ts';
import { DIGITAL_SIGN_UP_PATH } from '../../../routes/route-paths.ts';
import {
  createFakeServices,
  recordSentEvents,
  type CallHandler,
} from '../../support/fake-services.ts';
import { autofill, pasteInto } from '../../support/fill-field.ts';
import { renderRegisterPage, type RenderedPage } from '../../support/render-register-page.tsx';

export const VALID_CPF = '52998224725';
export const MOTHER_NAMES = ['MARIA', 'ANA', 'JOANA'];

/**
 * The calls the register page makes, as fakes a test can inspect and re-program; each answers at
 * once unless told otherwise. They receive what the machine's actors receive (`{ token, payload }`).
 */
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
    /** Called when the page leaves for the digital sign-up (the router then shows it). */
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
  /** What the app stored at startup; no client id and a redirect URI unless told. */
  stored?: RegistrationInput;
  /** Render in StrictMode, which runs every effect twice, as the app does in development. */
  strict?: boolean;
}

/** The fakes as the services' one call handler: each call goes to the fake of its invoke id. */
function handlerOf(fakes: Fakes): CallHandler {
  return (id, input) => {
    switch (id) {
      case 'captcha':
      case 'resendCaptcha':
        return fakes.captcha(input as CaptchaInput);
      default:
        return (fakes[id as keyof Fakes] as (input: unknown) => Promise<unknown>)(input);
    }
  };
}

let page: RenderedPage | undefined;

/**
 * Renders the app's register page (`renderRegisterPage`) for the variant, its calls answered by
 * the fakes. notistack keeps its default limit (3), above the app's 2: the card itself must close
 * the previous batch's toasts.
 */
export function renderRegisterCard(fakes: Fakes = createFakes(), options: RenderOptions = {}) {
  /** Every event the views sent the actor, in order. */
  const sent: RegistrationEvent[] = [];
  const services = createFakeServices(handlerOf(fakes), recordSentEvents(sent));
  const navigation = services.navigation;
  const goToDigitalSignUp = navigation.goToDigitalSignUp.bind(navigation);
  services.navigation = {
    ...navigation,
    connect: navigation.connect.bind(navigation),
    carriedCpf: navigation.carriedCpf.bind(navigation),
    goToDigitalSignUp: (carried) => {
      fakes.goToDigitalSignUp();
      goToDigitalSignUp(carried);
    },
  };
  page = renderRegisterPage({
    variant: options.machine ?? 'default',
    services,
    stored: options.stored ?? { clientId: '', redirectUri: 'https://app.exemplo.invalid/' },
    maxSnack: 3,
    ...(options.strict === undefined ? {} : { strict: options.strict }),
  });
  // No pause between keystrokes: the forms react to each one, not to timing. A disabled button
  // is a disabled element here, which user-event does not activate; checking `pointer-events`
  // too walks the computed styles of every ancestor on each action, a fifth of these files' time.
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  return { fakes, sent, user, page };
}

export type Harness = ReturnType<typeof renderRegisterCard>;

/** The text box named by its label (password inputs have no role, so they go by label). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The router shows the digital sign-up: the register page was left. */
export const leftRegisterPage = (): boolean => page?.location() === DIGITAL_SIGN_UP_PATH;

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

/**
 * Waits until the step with this heading is on screen and ready: its heading has taken the focus
 * (an effect after the step draws), as a screen-reader or keyboard user meets it. Acting before
 * that races the effect, which would then take the focus from what was clicked.
 */
export async function stepShown(name: string): Promise<void> {
  const heading = await screen.findByRole('heading', { name });
  await waitFor(() => {
    expect(document.activeElement).toBe(heading);
  });
}

export async function reachQuestion(harness: Harness) {
  await submitCpf(harness);
  await stepShown('Verificação dos dados');
}

export async function answerQuestion({ user }: Harness) {
  await screen.findByRole('heading', { name: 'Verificação dos dados' });
  await user.click(screen.getByRole('radio', { name: 'MARIA' }));
  await user.type(field('Dia de nascimento'), '7');
  await user.type(field('Ano de nascimento'), '1985');
  await user.click(screen.getByRole('button', { name: 'PROSSEGUIR' }));
  await stepShown('Para finalizar...');
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

/** Fills the finish step: pasted, and the confirmations (which refuse paste) autofilled. */
export async function fillFinish({ user }: Harness, values: Partial<typeof filledFinish> = {}) {
  const { cellphone, email, password } = { ...filledFinish, ...values };
  await pasteInto(user, field('Celular'), cellphone);
  await pasteInto(user, field('E-mail'), email);
  await autofill(user, field('Confirme seu e-mail'), email);
  await pasteInto(user, field('Senha'), password);
  await autofill(user, field('Confirmar Senha'), password);
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
 * Fills the non-customer form, pasted, and the confirmations (which refuse paste) autofilled; an
 * empty string leaves its field untouched. The CPF is entered only where the form asks for it
 * (not in the blocks variants, where it is known).
 */
export async function fillNonClient(
  { user }: Harness,
  values: Partial<typeof filledNonClient> = {},
) {
  const filled = { ...filledNonClient, ...values };
  const enter = async (label: string, text: string, fill = pasteInto) => {
    if (text !== '') await fill(user, field(label), text);
  };
  await enter('Nome', filled.name);
  await enter('E-mail', filled.email);
  await enter('Confirme seu e-mail', filled.confirmEmail, autofill);
  if (!field('CPF').readOnly) await enter('CPF', filled.cpf);
  await enter('Data de Nascimento', filled.birthDate);
  await enter('Celular', filled.cellphone);
  await enter('Senha', filled.password);
  await enter('Confirmar Senha', filled.confirmPassword, autofill);
  if (filled.acceptTermsAndConditions) await user.click(termsCheckbox());
}
