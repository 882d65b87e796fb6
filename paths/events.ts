import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApiFailure } from '../machines/shared/api.ts';
import type { RegistrationEvent } from '../machines/shared/registration.types.ts';
import {
  DONE_ACTOR_PREFIX as DONE_PREFIX,
  ERROR_ACTOR_PREFIX as ERROR_PREFIX,
  type UserEventType,
} from '../machines/shared/vocabulary.ts';
import {
  CLIENT_STATUSES,
  ERROR_BODY_STATUSES,
  STATUSES_BY_ACTOR,
  TOKEN_GOES_ON_BY_TOKEN,
  UNKNOWN_STATUS,
  type ApiActor,
  type TokenStatus,
} from '../machines/shared/statuses.ts';
import { fieldsOf } from '../machines/shared/records.ts';

/**
 * The events path generation offers a registration machine, and the one place that names them
 * for people. Everything is derived from the active state nodes, so a new variant built from
 * `registrationSetup` needs no change here unless it adds a user event type.
 */

/** What a customer's action sends: the machines' own event union. */
export type UserEvent = RegistrationEvent;
export interface DoneActorEvent {
  type: `xstate.done.actor.${string}`;
  output: unknown;
}
export interface ErrorActorEvent {
  type: `xstate.error.actor.${string}`;
  error: ApiFailure;
}
/** The event a path's first step has: the machine starting. */
export interface InitEvent {
  type: 'xstate.init';
}
/**
 * A user event today's machines do not have: an older revision's, met only when the release-note
 * diff walks that revision's machines (`npm run paths -- --diff`).
 */
export interface RetiredEvent {
  type: string;
}
export type ModelEvent = UserEvent | DoneActorEvent | ErrorActorEvent | InitEvent | RetiredEvent;

/** A table of sample user events by type: what path generation sends for each user event. */
export type EventSamples = Readonly<Partial<Record<UserEventType, UserEvent>>>;

/** The contact-and-password form as path generation (and hand-written journeys) fill it. */
export const REGISTER_SAMPLE = {
  type: 'register.submit',
  cellphone: '11987654321',
  email: 'ana.souza@example.com.br',
  password: 'Senha@123',
  acceptTermsAndConditions: true,
} as const satisfies UserEvent;

/** The non-customer form as path generation (and hand-written journeys) fill it. */
export const NON_CLIENT_SAMPLE = {
  type: 'nonClient.submit',
  // Surrounding spaces, so the payload shows the name trimmed.
  name: '  Ana Paula Souza ',
  email: 'ana.paula@example.com.br',
  cellphone: '11912345678',
  // An adult: 15 March 1990.
  birthDate: '15/03/1990',
  // A real CPF (both check digits valid), other than the customer sample's.
  document: '11144477735',
  password: 'Senha@456',
  acceptTermsAndConditions: true,
  // The digital form's default; the blocks sample below gives consent, as that form's default does.
  acceptSendMessage: false,
} as const satisfies UserEvent;

/** One sample payload per user event type, and how a person would say it. */
export const USER_EVENTS = {
  'cpf.submit': {
    label: 'user submits the CPF',
    // A real CPF (both check digits valid), digits only as the view sends it.
    sample: { type: 'cpf.submit', cpf: '52998224725' },
  },
  'answer.submit': {
    label: 'user answers the question',
    sample: {
      type: 'answer.submit',
      birthdayDay: '7',
      birthdayYear: '1980',
      mothersFirstName: 'MARIA',
    },
  },
  'register.submit': {
    label: 'user submits the contact and password form',
    sample: REGISTER_SAMPLE,
  },
  'nonClient.submit': {
    label: 'user submits the non-customer form',
    sample: NON_CLIENT_SAMPLE,
  },
  'resend.request': {
    label: 'user asks to resend the e-mail',
    sample: { type: 'resend.request' },
  },
} as const satisfies Readonly<Record<UserEventType, { label: string; sample: UserEvent }>>;

/** Whether a machine's event type is a customer's (not one of xstate's own). */
export function isUserEventType(type: string): type is UserEventType {
  return Object.hasOwn(USER_EVENTS, type);
}

/**
 * The blocks variants (blocks, meu-financiamento) ask a nickname on both forms (spec sections 2
 * and 3): their machines are walked with these samples instead. One sample per event type and
 * machine, so a variant's field adds no path.
 */
export const NICKNAME_SAMPLES: EventSamples = {
  'register.submit': { ...REGISTER_SAMPLE, nickname: 'Aninha' },
  'nonClient.submit': {
    ...NON_CLIENT_SAMPLE,
    // The form shows the CPF given at first access, read-only: the customer sample's.
    document: '52998224725',
    acceptSendMessage: true,
    nickname: 'Paulinha',
  },
};

/** What an actor outside the API (the captcha) resolves with. */
export const CAPTCHA_OUTPUT = 'captcha-response-ok';
const NON_API_OUTPUTS: Readonly<Record<string, unknown>> = { captcha: CAPTCHA_OUTPUT };

/**
 * The extra fields a SUCCESS answer carries, by `src`, so later steps have data to use: path
 * generation and the inspector's simulation read it. The token call's comes with and without its
 * token (`MODEL_TOKEN`), so it is not here.
 */
export const SUCCESS_EXTRAS: Readonly<
  Partial<Record<ApiActor, Readonly<Record<string, unknown>>>>
> = { fetchQuestion: { question: { motherNames: ['MARIA', 'ANA', 'JOANA'] } } };

/** The token the token call hands over when its answer carries one. */
export const MODEL_TOKEN = 'token-from-answer';

/** The API status whose answer names a client status in `messages[0]` ('text: CLIENT_STATUS'). */
const CLIENT_STATUS_ANSWER = 'INVALID_CLIENT_STATUS';
/** A client status no guard names: INVALID_CLIENT_STATUS's fallback. */
export const UNRECOGNISED_CLIENT_STATUS = 'ARCHIVED';

function isApiActor(src: string): src is ApiActor {
  return Object.hasOwn(STATUSES_BY_ACTOR, src);
}

function statusesOf(src: string): readonly string[] | undefined {
  return isApiActor(src) ? STATUSES_BY_ACTOR[src] : undefined;
}

function done(id: string, output: unknown): DoneActorEvent {
  return { type: `${DONE_PREFIX}${id}`, output };
}

/**
 * Whether a token answer goes on by its token (spec 4.2, `TOKEN_GOES_ON_BY_TOKEN`): SUCCESS and
 * any status no list names do; the statuses the spec names stop on the CPF step whatever they
 * carry.
 */
export function tokenDecides(status: string): boolean {
  return Object.hasOwn(TOKEN_GOES_ON_BY_TOKEN, status)
    ? TOKEN_GOES_ON_BY_TOKEN[status as TokenStatus]
    : true;
}

/**
 * The token call's answers beyond one per status (spec 4.2): whether it goes on depends on the
 * token as well as the status, so SUCCESS and a status no list names come with and without one.
 */
function tokenCases(id: string, status: string): DoneActorEvent[] {
  return [done(id, { status, token: MODEL_TOKEN }), done(id, { status })];
}

function doneCases(id: string, src: string, statuses: readonly string[]): DoneActorEvent[] {
  return [...statuses, UNKNOWN_STATUS].flatMap((status) => {
    if (src === 'requestToken' && tokenDecides(status)) {
      return tokenCases(id, status);
    }
    if (status !== CLIENT_STATUS_ANSWER) {
      const extras = status === 'SUCCESS' && isApiActor(src) ? SUCCESS_EXTRAS[src] : {};
      return [done(id, { status, ...extras })];
    }
    return [...CLIENT_STATUSES, UNRECOGNISED_CLIENT_STATUS].map((clientStatus) =>
      done(id, { status, messages: [`Client status: ${clientStatus}`] }),
    );
  });
}

/** The body the sandbox answers an HTTP 500 with; the machines read only that it failed. */
export const SERVER_ERROR_STATUS = 'INTERNAL_ERROR';

/**
 * How a call can fail (spec 7): without an answer (network; a timeout is handled alike), with an
 * HTTP error (500, whose answer carries a span id), and with an HTTP error whose JSON body names a
 * status the call can answer (USER_ALREADY_EXISTS as a 409: register calls only). The captcha
 * only fails.
 */
function errorCases(id: string, statuses: readonly string[]): ErrorActorEvent[] {
  const type = `${ERROR_PREFIX}${id}` as const;
  const network: ErrorActorEvent = {
    type,
    error: { kind: 'network', spanId: `span-${id}-network` },
  };
  if (!statuses.length) return [network];
  const bodyStatuses = ERROR_BODY_STATUSES.filter((status) => statuses.includes(status));
  return [
    network,
    {
      type,
      error: {
        kind: 'http',
        httpStatus: 500,
        status: SERVER_ERROR_STATUS,
        spanId: `span-${id}-500`,
      },
    },
    ...bodyStatuses.map((status) => ({
      type,
      error: { kind: 'http', httpStatus: 409, status, spanId: `span-${id}-${status}` } as const,
    })),
  ];
}

/** Every outcome of one invoked actor: one done event per answer, and its failures. */
export function actorEvents(id: string, src: string): ModelEvent[] {
  const statuses = statusesOf(src);
  if (!statuses) return [done(id, NON_API_OUTPUTS[src]), ...errorCases(id, [])];
  return [...doneCases(id, src, statuses), ...errorCases(id, statuses)];
}

/**
 * The events to offer in `snapshot`: user events its state nodes accept (from `samples`, else
 * `USER_EVENTS`), then actor outcomes.
 */
// Any machine's snapshot (`Any*`): path generation also walks an older revision's machines (the
// release-note diff), whose states today's types do not know.
export function eventsFor(snapshot: AnyMachineSnapshot, samples: EventSamples = {}): ModelEvent[] {
  if (snapshot.status !== 'active') return [];
  const nodes = snapshot._nodes;
  const userTypes = new Set(
    nodes.flatMap((node) => Object.keys(node.on)).filter((type) => !type.startsWith('xstate.')),
  );
  const userEvents = [...userTypes]
    .filter((type) => !type.includes('*'))
    .map((type): UserEvent | RetiredEvent =>
      isUserEventType(type) ? (samples[type] ?? USER_EVENTS[type].sample) : { type },
    );
  const invoked = nodes.flatMap((node) => node.invoke);
  const outcomes = invoked.flatMap(({ id, src }) =>
    actorEvents(id, typeof src === 'string' ? src : id),
  );
  return [...userEvents, ...outcomes];
}

export function isDoneActorEvent(event: EventObject): event is DoneActorEvent {
  return event.type.startsWith(DONE_PREFIX);
}

export function isErrorActorEvent(event: EventObject): event is ErrorActorEvent {
  return event.type.startsWith(ERROR_PREFIX);
}

export function isActorEvent(event: EventObject): event is DoneActorEvent | ErrorActorEvent {
  return isDoneActorEvent(event) || isErrorActorEvent(event);
}

export function isUserEvent(event: ModelEvent): event is UserEvent {
  return isUserEventType(event.type);
}

/** The invoke id a done/error event names. */
export function actorIdOf(event: DoneActorEvent | ErrorActorEvent): string {
  return event.type.slice((isDoneActorEvent(event) ? DONE_PREFIX : ERROR_PREFIX).length);
}

/** A short human label for an event, e.g. "requestToken answers CLIENT_NOT_FOUND". */
export function eventLabel(event: EventObject): string {
  if (isDoneActorEvent(event)) {
    const id = actorIdOf(event);
    const { status, messages, token } = fieldsOf(event.output);
    if (typeof status !== 'string') return `${id} succeeds`;
    const named = Array.isArray(messages)
      ? String(messages[0]).split(':').pop()?.trim()
      : undefined;
    const label =
      named === undefined ? `${id} answers ${status}` : `${id} answers ${status} (${named})`;
    if (id !== 'requestToken' || !tokenDecides(status)) return label;
    return `${label} ${token === undefined ? 'without' : 'with'} a token`;
  }
  if (isErrorActorEvent(event)) {
    const id = actorIdOf(event);
    const { kind, httpStatus, status } = event.error;
    if (kind !== 'http') return `${id} fails (${kind})`;
    return `${id} fails (HTTP ${String(httpStatus)}${status === undefined ? '' : ` ${status}`})`;
  }
  const label = isUserEventType(event.type)
    ? USER_EVENTS[event.type].label
    : `user sends ${event.type}`;
  const { nickname } = fieldsOf(event);
  return typeof nickname === 'string' ? `${label} (nickname ${nickname})` : label;
}

/** The spanId a notice raised by `event` should carry, read the way the API hands it over. */
export function spanIdCarried(event: EventObject): string | undefined {
  if (isErrorActorEvent(event)) return event.error.spanId;
  if (isDoneActorEvent(event)) {
    const { spanId } = fieldsOf(event.output);
    return typeof spanId === 'string' ? spanId : undefined;
  }
  return undefined;
}

/**
 * The event as the portal meets it outside the model: only an HTTP answer carries a span id; a
 * request that never got an answer (network, timeout) or a failed captcha has none. The browser
 * suite and the QA documents show notices this way; the model's failures carry made-up span ids so
 * the machine-level suite can check they are passed on.
 */
export function withoutMadeUpSpanId(event: ModelEvent): ModelEvent {
  if (isErrorActorEvent(event) && event.error.kind !== 'http') {
    return { ...event, error: { kind: event.error.kind } };
  }
  return event;
}
