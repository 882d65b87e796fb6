import type { MachineId, StepOf } from '../../machines/registry.ts';
import type { MessageId, NoticeSeverity } from '../../machines/shared/messages.ts';
import type { ApiActor, StatusOf } from '../../machines/shared/statuses.ts';
import type { InvokeId, UserEventType } from '../../machines/shared/vocabulary.ts';
import { fieldsOf } from '../../machines/shared/records.ts';

/**
 * What the customer meets after each answer of each call, per variant, written from
 * ../shared/spec/portal-spec.md (sections 4, 7 and 8) and issue 13 — not read from the machines.
 * The machine-level (`runPath`) and the UI-level (`runUiPath`) path suites check every step of
 * every generated path against these tables, so a machine that sends the customer to another
 * step, or shows another message, fails them.
 */

/** The steps as the customer sees them. */
export type CustomerStep =
  /** The CPF step ('Faça seu cadastro!' / the blocks first access). */
  | 'cpf'
  /** The identity question ('Verificação dos dados'). */
  | 'question'
  /**
   * The question once TOKEN_ERROR has blocked the access (spec 4.3, 6; issue 27): the same
   * heading, no form to send again, the help centre instead.
   */
  | 'blocked'
  /** The customer's contact-and-password form ('Para finalizar...' / blocks password creation). */
  | 'form'
  /** The non-customer sign-up form (digital variant; blocks password creation as a non-customer). */
  | 'nonCustomerForm'
  /** 'Você está quase lá!' with REENVIAR EMAIL. */
  | 'activation'
  /** 'Você está quase lá!' once the e-mail was sent again: the success note instead of the button. */
  | 'resent'
  /** The register page was left for the digital sign-up route. */
  | 'digitalSignUp';

/** The calls, by the invoke id the machines give them. */
export type CallId = InvokeId;

/** The statuses a call can answer (`machines/shared/statuses.ts`); none for the captchas. */
export type StatusesOf<Call extends CallId> = Call extends ApiActor ? StatusOf<Call> : never;

/**
 * A status the token call reads with more than the status (spec 4.2): SUCCESS goes on or not by
 * whether a token came (`token`), INVALID_CLIENT_STATUS by the client status it names
 * (`clientStatuses`).
 */
export type ReadFurther = 'byToken' | 'byClientStatus';

export interface Message {
  id: MessageId;
  severity: NoticeSeverity;
}

/** Where an answer leaves the customer. */
export interface Lands {
  step: CustomerStep;
  /** The messages shown, in order; the first carries the answer's span id when it has one. */
  shows: readonly Message[];
  /** The call that starts at once (the customer waits on the same step, busy). */
  calls?: CallId;
}

/** The outcomes of one call. */
export interface CallOutcomes<Status extends string = string> {
  /**
   * By the status of a 2xx answer: every status the call can answer, so a status added to its
   * list fails the typecheck here until the spec's outcome is written.
   */
  statuses: Readonly<Record<Status, Lands | ReadFurther>>;
  /** A 2xx answer with any status not listed. */
  otherStatus: Lands;
  /** No answer (network, timeout), or an HTTP error whose body names no status listed below. */
  failure: Lands;
  /** An HTTP error whose JSON body names this status (USER_ALREADY_EXISTS as a 409). */
  bodyStatuses?: Readonly<Record<string, Lands>>;
  /** The token call (spec 4.2): for SUCCESS and every status not listed, whether a token came. */
  token?: { with: Lands; without: Lands };
  /** INVALID_CLIENT_STATUS, by the client status its first message names; `other` for the rest. */
  clientStatuses?: Readonly<Record<string, Lands>>;
}

export interface VariantSpec {
  /** Where the screen opens. */
  start: CustomerStep;
  /**
   * The machine's top-level state for each step the customer can meet in this variant (written
   * by hand: the only place the tables name the machine's states).
   */
  states: Partial<Readonly<Record<CustomerStep, string>>>;
  calls: Calls;
}

/** Each call's outcomes, keyed by the statuses that call answers. */
export type Calls = { readonly [Call in CallId]?: CallOutcomes<StatusesOf<Call>> };

/** A user action on a step: the call it starts, if any; the customer stays on the step. */
export interface UserAction {
  on: CustomerStep;
  calls?: CallId;
}

/**
 * What each user action starts: the messages go (spec 8: a new one clears the previous). Keyed by
 * every user event type of the machines, so a new one fails the typecheck here until the spec's
 * answer to it is written.
 */
export const USER_ACTIONS = {
  'cpf.submit': [{ on: 'cpf', calls: 'captcha' }],
  'answer.submit': [{ on: 'question', calls: 'submitAnswer' }],
  'register.submit': [{ on: 'form', calls: 'register' }],
  'nonClient.submit': [{ on: 'nonCustomerForm', calls: 'registerNonClient' }],
  'resend.request': [{ on: 'activation', calls: 'resendCaptcha' }],
} as const satisfies Readonly<Record<UserEventType, readonly UserAction[]>>;

const error = (id: MessageId): Message => ({ id, severity: 'error' });
const warning = (id: MessageId): Message => ({ id, severity: 'warning' });
const on = (step: CustomerStep, ...shows: Message[]): Lands => ({ step, shows });
const busy = (step: CustomerStep, calls: CallId): Lands => ({ step, shows: [], calls });

/** The token call: the four statuses the spec names stay (or leave); the rest go on with a token. */
function tokenOutcomes(options: {
  notFound: Lands;
  insufficientData: readonly Message[];
  registered: MessageId;
}): CallOutcomes<StatusesOf<'requestToken'>> {
  // Spec 7: any other failure shows the step's generic message; spec 4.2 "with a message".
  const generic = on('cpf', error('step.failed'));
  return {
    statuses: {
      SUCCESS: 'byToken',
      CLIENT_NOT_FOUND: options.notFound,
      INCORRECT_CAPTCHA_RESPONSE: on('cpf', error('captcha.failed')),
      INSUFFICIENT_CLIENT_DATA: on('cpf', ...options.insufficientData),
      INVALID_CLIENT_STATUS: 'byClientStatus',
    },
    clientStatuses: {
      REGISTERED: on('cpf', error(options.registered)),
      BLOCKED: on('cpf', error('client.blocked')),
      // A client status the spec names no message for: still no registration (issue 13.1).
      other: generic,
    },
    // Spec 4.2: "Otherwise the token is kept ... and the question is fetched"; without a token
    // nothing can go on (issue 13.1).
    token: { with: busy('cpf', 'fetchQuestion'), without: generic },
    otherStatus: generic,
    failure: generic,
  };
}

/** The steps every customer variant shares after the token (spec 4.3-4.5, 7, 8). */
function customerOutcomes(registered: MessageId): Calls {
  const questionFailed = on('question', error('step.failed'));
  const formFailed = on('form', error('register.failed'));
  const resendFailed = on('activation', error('resend.failed'));
  return {
    captcha: {
      statuses: {},
      otherStatus: busy('cpf', 'requestToken'),
      failure: on('cpf', error('captcha.failed')),
    },
    fetchQuestion: {
      statuses: { SUCCESS: on('question'), TOKEN_ERROR: on('cpf', error('step.failed')) },
      otherStatus: on('cpf', error('step.failed')),
      failure: on('cpf', error('step.failed')),
    },
    submitAnswer: {
      statuses: {
        SUCCESS: on('form'),
        INCORRECT_ANSWER: on('question', error('answer.incorrect')),
        // Issue 13.2: the customer stays, with what they typed.
        TOKEN_ERROR: on('blocked', error('access.blocked')),
      },
      otherStatus: questionFailed,
      failure: questionFailed,
    },
    register: {
      statuses: {
        SUCCESS: on('activation'),
        EMAIL_ALREADY_IN_USE: on('form', error('register.emailInUse')),
        USER_ALREADY_EXISTS: on('form', error(registered)),
        TOKEN_ERROR: formFailed,
      },
      bodyStatuses: { USER_ALREADY_EXISTS: on('form', error(registered)) },
      otherStatus: formFailed,
      failure: formFailed,
    },
    ...activationOutcomes(resendFailed),
  };
}

function activationOutcomes(resendFailed: Lands): Calls {
  return {
    resendCaptcha: {
      statuses: {},
      otherStatus: busy('activation', 'resendEmail'),
      failure: on('activation', error('captcha.failed')),
    },
    resendEmail: {
      statuses: {
        SUCCESS: on('resent'),
        INCORRECT_CAPTCHA_RESPONSE: on('activation', error('captcha.failed')),
        // Issue 13.2: the e-mail and the spam advice stay shown.
        TOKEN_ERROR: on('activation', error('access.blocked')),
      },
      otherStatus: resendFailed,
      failure: resendFailed,
    },
  };
}

function nonCustomerOutcomes(
  registered: MessageId,
  failed: readonly Message[],
): CallOutcomes<StatusesOf<'registerNonClient'>> {
  const stay = on('nonCustomerForm', ...failed);
  return {
    statuses: {
      SUCCESS: on('activation'),
      EMAIL_ALREADY_IN_USE: on('nonCustomerForm', error('register.emailInUse')),
      USER_ALREADY_EXISTS: on('nonCustomerForm', error(registered)),
    },
    bodyStatuses: { USER_ALREADY_EXISTS: on('nonCustomerForm', error(registered)) },
    otherStatus: stay,
    failure: stay,
  };
}

const DEFAULT_STATES = {
  cpf: 'cpf',
  question: 'question',
  blocked: 'question',
  form: 'finish',
  activation: 'activation',
  resent: 'activation',
  digitalSignUp: 'signUpRedirect',
} as const;

const FIRST_ACCESS_STATES = {
  cpf: 'firstAccess',
  question: 'question',
  blocked: 'question',
  form: 'createPassword',
  nonCustomerForm: 'nonClientPassword',
  activation: 'activation',
  resent: 'activation',
} as const;

const DIGITAL_STATES = {
  nonCustomerForm: 'signUp',
  activation: 'activation',
  resent: 'activation',
} as const;

/** Each variant's customer steps, by the machine's top-level state each is. */
const STATES = {
  default: DEFAULT_STATES,
  refi: DEFAULT_STATES,
  digital: DIGITAL_STATES,
  blocks: FIRST_ACCESS_STATES,
  'meu-financiamento': FIRST_ACCESS_STATES,
} as const satisfies { readonly [Id in MachineId]: Partial<Record<CustomerStep, StepOf<Id>>> };

/** The steps of `Id`'s machine that no customer step of its table names. */
type StepsNotNamed<Id extends MachineId> = Exclude<
  StepOf<Id>,
  (typeof STATES)[Id][keyof (typeof STATES)[Id]]
>;

/**
 * `true` for a variant whose table names every step of its machine; else the steps it does not
 * name, so a step added to a machine fails the typecheck here until the table says which customer
 * step it is (and, in `calls`, what its calls' answers do).
 */
export const EVERY_STEP_NAMED: {
  readonly [Id in MachineId]: [StepsNotNamed<Id>] extends [never] ? true : StepsNotNamed<Id>;
} = { default: true, refi: true, digital: true, blocks: true, 'meu-financiamento': true };

/** Blocks and meu-financiamento: the first-access flow (spec 2, 4.2, 8). */
const firstAccess: VariantSpec = {
  start: 'cpf',
  states: STATES.blocks,
  calls: {
    ...customerOutcomes('client.registeredBlocks'),
    requestToken: tokenOutcomes({
      // Straight to password creation as a non-customer, told why.
      notFound: on('nonCustomerForm', { id: 'client.notFound', severity: 'info' }),
      insufficientData: [warning('client.insufficientData')],
      registered: 'client.registeredBlocks',
    }),
    registerNonClient: nonCustomerOutcomes('client.registeredBlocks', [error('register.failed')]),
  },
};

export const SPEC: Readonly<Record<MachineId, VariantSpec>> = {
  default: {
    start: 'cpf',
    states: STATES.default,
    calls: {
      ...customerOutcomes('client.registered'),
      requestToken: tokenOutcomes({
        // Issue 13.4: the default variant says so too, then leaves.
        notFound: on('digitalSignUp', error('client.notFound')),
        insufficientData: [warning('client.insufficientData')],
        registered: 'client.registered',
      }),
    },
  },
  refi: {
    start: 'cpf',
    states: STATES.refi,
    calls: {
      ...customerOutcomes('client.registered'),
      requestToken: tokenOutcomes({
        notFound: on('digitalSignUp', error('client.notFound')),
        // Spec 8: the refi variant adds the support contacts as a second warning.
        insufficientData: [
          warning('client.insufficientData'),
          warning('client.insufficientDataSupport'),
        ],
        registered: 'client.registered',
      }),
    },
  },
  digital: {
    start: 'nonCustomerForm',
    states: STATES.digital,
    calls: {
      // Spec 8: the digital variant adds a warning to contact the relationship centre.
      registerNonClient: nonCustomerOutcomes('client.registered', [
        error('register.failed'),
        warning('register.contactSupport'),
      ]),
      // Issue 13.6: the non-customer's activation step resends too.
      ...activationOutcomes(on('activation', error('resend.failed'))),
    },
  },
  blocks: firstAccess,
  'meu-financiamento': firstAccess,
};

/** The client status a token answer's first message names ('text: CLIENT_STATUS', any case). */
function namedClientStatus(messages: unknown): string {
  const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
  return typeof first === 'string'
    ? first
        .slice(first.lastIndexOf(':') + 1)
        .trim()
        .toUpperCase()
    : '';
}

/** How a call ended, as the tables tell them apart. */
export type CallAnswer =
  { kind: 'answer'; output: unknown } | { kind: 'failure'; bodyStatus?: string | undefined };

/** Where `answer` of `call` leaves the customer in `variant`. */
export function landsAfter(variant: MachineId, call: CallId, answer: CallAnswer): Lands {
  const outcomes = SPEC[variant].calls[call];
  if (!outcomes) throw new Error(`The ${variant} spec names no call '${call}'.`);
  if (answer.kind === 'failure') {
    const byBody =
      answer.bodyStatus === undefined ? undefined : outcomes.bodyStatuses?.[answer.bodyStatus];
    return byBody ?? outcomes.failure;
  }
  const { status, token, messages } = fieldsOf(answer.output);
  const statuses: Readonly<Partial<Record<string, Lands | ReadFurther>>> = outcomes.statuses;
  const named = typeof status === 'string' ? statuses[status] : undefined;
  if (typeof named === 'object') return named;
  if (named === 'byClientStatus' && outcomes.clientStatuses) {
    const clientStatuses = outcomes.clientStatuses;
    const byClient = clientStatuses[namedClientStatus(messages)] ?? clientStatuses['other'];
    if (byClient) return byClient;
  }
  if (outcomes.token) {
    return typeof token === 'string' && token !== '' ? outcomes.token.with : outcomes.token.without;
  }
  return outcomes.otherStatus;
}

/** Where a user action on `step` leads: the same step, busy with the call it starts if any. */
export function landsAfterAction(eventType: string, step: CustomerStep): Lands {
  const actions: Readonly<Partial<Record<string, readonly UserAction[]>>> = USER_ACTIONS;
  const action = actions[eventType]?.find((candidate) => candidate.on === step);
  if (!action) throw new Error(`The spec has no '${eventType}' on the ${step} step.`);
  return { step, shows: [], ...(action.calls === undefined ? {} : { calls: action.calls }) };
}
