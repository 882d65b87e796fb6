import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  defaultMachine,
  type AnswerInput,
  type ApiResponse,
  type CaptchaInput,
  type QuestionInput,
  type QuestionResponse,
  type RegisterInput,
  type ResendInput,
  type TokenInput,
  type TokenResponse,
} from '../../../machines/index.ts';
import { RegistrationActorContext } from '../../../src/registration/registration-actor.ts';
import { noticeToastComponents } from '../../../src/views/notices/notice-toast.tsx';
import { RegisterCard } from '../../../src/views/register-card.tsx';

export const VALID_CPF = '52998224725';
export const MOTHER_NAMES = ['MARIA', 'ANA', 'JOANA'];

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

/**
 * Renders RegisterCard the way the app does (theme, toasts, router, actor context) around a real
 * default-machine actor whose calls are the fakes.
 */
export function renderRegisterCard(fakes: Fakes = createFakes()) {
  const machine = defaultMachine.provide({
    actors: {
      captcha: fromPromise(({ input }: { input: CaptchaInput }) => fakes.captcha(input)),
      requestToken: fromPromise(({ input }: { input: TokenInput }) => fakes.requestToken(input)),
      fetchQuestion: fromPromise(({ input }: { input: QuestionInput }) =>
        fakes.fetchQuestion(input),
      ),
      submitAnswer: fromPromise(({ input }: { input: AnswerInput }) => fakes.submitAnswer(input)),
      register: fromPromise(({ input }: { input: RegisterInput }) => fakes.register(input)),
      resendEmail: fromPromise(({ input }: { input: ResendInput }) => fakes.resendEmail(input)),
    },
  });
  const actor = createActor(machine, {
    input: { clientId: '', redirectUri: 'https://app.exemplo.invalid/' },
  });
  actor.start();
  // No pause between keystrokes: the forms react to each one, not to timing.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <ThemeProvider theme={createTheme()}>
      {/* notistack's default maxSnack (3): the card itself must close the previous toast. */}
      <SnackbarProvider Components={noticeToastComponents}>
        <MemoryRouter>
          <RegistrationActorContext.Provider value={actor}>
            <RegisterCard />
          </RegistrationActorContext.Provider>
        </MemoryRouter>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return { actor, fakes, user, view };
}

type Harness = ReturnType<typeof renderRegisterCard>;

/** The text box named by its label (password inputs have no role, so they go by label). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

export async function submitCpf({ user }: Harness, cpf = VALID_CPF) {
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), cpf);
  await user.click(screen.getByRole('button', { name: 'OK' }));
}

export async function reachQuestion(harness: Harness) {
  await submitCpf(harness);
  await screen.findByRole('heading', { name: 'Verificação dos dados' });
}

export async function reachFinish(harness: Harness) {
  await reachQuestion(harness);
  const { user } = harness;
  await user.click(screen.getByRole('radio', { name: 'MARIA' }));
  await user.type(field('Dia de nascimento'), '7');
  await user.type(field('Ano de nascimento'), '1985');
  await user.click(screen.getByRole('button', { name: 'PROSSEGUIR' }));
  await screen.findByRole('heading', { name: 'Para finalizar...' });
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
  await user.click(screen.getByRole('checkbox'));
}
