import type { ComponentType } from 'react';
import type { RegistrationStep } from '../registration/registration-actor.ts';
import { ActivationView } from './activation/activation-view.tsx';
import { CpfView } from './cpf/cpf-view.tsx';
import { cpfValidation, firstAccessValidation } from '../validation/first-step.ts';
import { lazyComponent, type LazyComponent } from '../components/lazy-component.tsx';
import { SignUpRedirectView } from './sign-up-redirect/sign-up-redirect-view.tsx';

/*
 * The forms of the later steps load on demand, each in a chunk of its own, so the register
 * screen's first paint carries only the CPF step (docs/decisions/009-code-splitting.md). The
 * small views that need nothing more than the CPF step's components stay in the first chunk.
 */
const question = lazyComponent(() =>
  import('./question/question-view.tsx').then((module) => module.QuestionView),
);
const finish = lazyComponent(() =>
  import('./finish/finish-view.tsx').then((module) => module.FinishView),
);
const nonClientPassword = lazyComponent(() =>
  import('./non-client/non-client-view.tsx').then((module) => module.NonClientPasswordView),
);
const signUp = lazyComponent(() =>
  import('./non-client/non-client-view.tsx').then((module) => module.SignUpView),
);

/** A step's view; `eager` when its code is in the first chunk and it never suspends. */
export type StepView = LazyComponent & { eager?: true };

const eager = (View: ComponentType): StepView => ({
  Component: View,
  preload: () => Promise.resolve(),
  isLoaded: () => true,
  eager: true,
});

/** Every step of every variant's machine has its view: a missing one fails the typecheck. */
export const STEP_VIEWS: Readonly<Record<RegistrationStep, StepView>> = {
  cpf: eager(CpfView),
  firstAccess: eager(CpfView),
  question,
  finish,
  createPassword: finish,
  nonClientPassword,
  signUp,
  activation: eager(ActivationView),
  signUpRedirect: eager(SignUpRedirectView),
};

/** Loads the code of these steps' views, e.g. while a call that leads to one of them runs. */
export function preloadStepViews(steps: Iterable<RegistrationStep>): Promise<unknown> {
  return Promise.all(Array.from(steps, (step) => STEP_VIEWS[step].preload()));
}

/**
 * Loads the code of every lazily loaded part of the register card, for hosts that draw it without
 * waiting (the DOM tests in Node); the app itself loads each part when it is about to be needed.
 */
export function preloadRegisterCard(): Promise<unknown> {
  return Promise.all([
    preloadStepViews(Object.keys(STEP_VIEWS) as RegistrationStep[]),
    cpfValidation.preload(),
    firstAccessValidation.preload(),
  ]);
}
