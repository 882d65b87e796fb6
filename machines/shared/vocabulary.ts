import type { RegistrationEvent } from './registration.types.ts';

/*
 * The names the machines use, declared once. `registrationSetup` is typed with them, so a misspelt
 * tag (`hasTag('bussy')`), event type or invoke id fails the typecheck; every reader (the view
 * binding, the path engine, the label set in content/, the tests' support) imports them from here.
 */

/**
 * What a state says to the views: a call runs, the e-mail was sent again, the app leaves the page,
 * TOKEN_ERROR has blocked the question (nothing can be sent again).
 */
export const TAGS = ['busy', 'resent', 'leavesPage', 'blocked'] as const;
export type RegistrationTag = (typeof TAGS)[number];

/** The type of every event a customer's action sends a machine. */
export type UserEventType = RegistrationEvent['type'];
export type UserEventOf<T extends UserEventType> = Extract<RegistrationEvent, { type: T }>;

/**
 * The invoke ids of the calls the machines make; an invoke's done and error events name it
 * (`xstate.done.actor.<id>`). Two invoke the captcha (before the token and before the resend).
 */
export const INVOKE_IDS = [
  'captcha',
  'requestToken',
  'fetchQuestion',
  'submitAnswer',
  'register',
  'resendCaptcha',
  'resendEmail',
  'registerNonClient',
] as const;
export type InvokeId = (typeof INVOKE_IDS)[number];

/** The prefixes xstate gives an invoke's done and error events. */
export const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
export const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
