import type {
  ActionName,
  GuardName,
  MachineId,
  RegistrationStep,
  RegistrationSubState,
} from '../machines/registry.ts';
import type { NoticeSeverity } from '../machines/shared/messages.ts';
import type { InvokeId, UserEventType } from '../machines/shared/vocabulary.ts';

/**
 * The one Portuguese name of everything the machines name, as analysts and QA read it: the QA
 * documents and exports (`paths/labels-pt.ts`), the release-note diff (`npm run paths -- --diff`)
 * and the inspector all read these tables. Each is keyed by the machines' own typed ids
 * (`satisfies Record<…>`), so a machine, step, state, call, event, guard or action added to the
 * machines fails the typecheck here until it has its name, and no English id reaches a reader.
 * None of these is in the spec: all are invented for the analysts' and QA's documents.
 */

/** Each machine, as the inspector lists it. */
export const MACHINES_PT = {
  default: 'Cadastro de cliente, marca padrão',
  refi: 'Cadastro de cliente, marcas refi e parceiras',
  digital: 'Cadastro digital de não cliente',
  blocks: 'Primeiro acesso (blocks), clientes e não clientes',
  'meu-financiamento': 'Primeiro acesso Meu Financiamento, clientes e não clientes',
} as const satisfies Readonly<Record<MachineId, string>>;

export interface PlacePt {
  /** The step's name, as a chart or a list names it. */
  name: string;
  /** After "vai para". */
  to: string;
  /** After "continua". */
  at: string;
}

/** Every step a customer sees (the machines' top-level states). */
export const STEPS_PT = {
  cpf: { name: 'etapa do CPF', to: 'a etapa do CPF', at: 'na etapa do CPF' },
  firstAccess: {
    name: 'primeiro acesso',
    to: 'o primeiro acesso (CPF e termos)',
    at: 'no primeiro acesso',
  },
  question: {
    name: 'pergunta de segurança',
    to: 'a pergunta de segurança',
    at: 'na pergunta de segurança',
  },
  finish: {
    name: 'etapa “Para finalizar...”',
    to: 'a etapa “Para finalizar...” (celular, e-mail e senha)',
    at: 'na etapa “Para finalizar...”',
  },
  createPassword: {
    name: 'criação de senha',
    to: 'a criação de senha (apelido, celular, e-mail e senha)',
    at: 'na criação de senha',
  },
  nonClientPassword: {
    name: 'criação de senha como não cliente',
    to: 'a criação de senha como não cliente',
    at: 'na criação de senha como não cliente',
  },
  signUp: { name: 'cadastro digital', to: 'o cadastro digital', at: 'no cadastro digital' },
  activation: {
    name: '“Você está quase lá!”',
    to: '“Você está quase lá!” (com REENVIAR EMAIL)',
    at: 'em “Você está quase lá!”',
  },
  signUpRedirect: {
    name: 'ida ao cadastro digital',
    to: 'o cadastro digital (/cadastro-refi-digital)',
    at: 'no cadastro digital',
  },
} as const satisfies Readonly<Record<RegistrationStep, PlacePt>>;

/**
 * Steps older revisions had and today's machines no longer have: the release-note diff compares
 * today's machines with an older revision's, whose paths may still pass through them.
 */
export const RETIRED_STEPS_PT: Readonly<Record<string, string>> = {
  nonClientActivation: '“Você está quase lá!” (sem reenvio)',
  blocked: 'acesso bloqueado',
};

/**
 * Guards older revisions had: the release-note diff names an older revision's transitions, whose
 * guards today's machines may no longer have.
 */
export const RETIRED_GUARDS_PT: Readonly<Record<string, string>> = {
  isRateLimited: 'o erro é HTTP 429 (muitas tentativas)',
  hasValidEmail: 'o e-mail cadastrado é válido',
};

/** The states inside a step. */
export const SUB_STATES_PT = {
  editing: 'preenchendo',
  verifyingCaptcha: 'conferindo o captcha',
  requestingToken: 'consultando o CPF',
  fetchingQuestion: 'buscando a pergunta',
  submittingAnswer: 'conferindo a resposta',
  registering: 'cadastrando',
  sent: 'e-mail enviado',
  resending: 'reenviando o e-mail',
  resent: 'e-mail reenviado',
  blocked: 'acesso bloqueado',
} as const satisfies Readonly<Record<RegistrationSubState, string>>;

export interface CallPt {
  /** The call with its preposition, after "servidor responde X". */
  to: string;
  /** The call as a subject: "<name> falha (…)". */
  name: string;
  /** What the customer waits for while it runs. */
  waiting: string;
}

/** Each call, by invoke id: the done and error events name the invoke, not the implementation. */
export const CALLS_PT = {
  captcha: { to: 'ao captcha', name: 'captcha', waiting: 'o captcha' },
  requestToken: { to: 'à consulta do CPF', name: 'consulta do CPF', waiting: 'a consulta do CPF' },
  fetchQuestion: {
    to: 'à busca da pergunta',
    name: 'busca da pergunta',
    waiting: 'a pergunta de segurança',
  },
  submitAnswer: {
    to: 'à resposta',
    name: 'envio da resposta',
    waiting: 'a conferência da resposta',
  },
  register: { to: 'ao cadastro', name: 'cadastro', waiting: 'o cadastro' },
  resendCaptcha: {
    to: 'ao captcha do reenvio',
    name: 'captcha do reenvio',
    waiting: 'o captcha do reenvio',
  },
  resendEmail: { to: 'ao reenvio', name: 'reenvio do e-mail', waiting: 'o reenvio do e-mail' },
  registerNonClient: {
    to: 'ao cadastro de não cliente',
    name: 'cadastro de não cliente',
    waiting: 'o cadastro de não cliente',
  },
} as const satisfies Readonly<Record<InvokeId, CallPt>>;

/** What the customer does, by event type, after "o cliente". */
export const USER_EVENTS_PT = {
  'cpf.submit': 'envia o CPF',
  'answer.submit': 'responde a pergunta',
  'register.submit': 'envia contato e senha',
  'nonClient.submit': 'envia o cadastro de não cliente',
  'resend.request': 'pede o reenvio do e-mail',
} as const satisfies Readonly<Record<UserEventType, string>>;

/** What each guard asks. */
export const GUARDS_PT = {
  hasStatus: 'a resposta tem o status',
  hasClientStatus: 'a resposta cita a situação do cliente',
  hasToken: 'a resposta traz um token',
  failedWithStatus: 'o erro HTTP traz o status',
  isEmailValid: 'o e-mail cadastrado é válido',
} as const satisfies Readonly<Record<GuardName, string>>;

/** What each action does. */
export const ACTIONS_PT = {
  notify: 'mostra a mensagem',
  notifyAlso: 'mostra também a mensagem',
  emitNotice: 'avisa as notificações',
  clearNotices: 'apaga as mensagens',
  storeCpf: 'guarda o CPF',
  storeCaptchaResponse: 'guarda a resposta do captcha',
  storeToken: 'guarda o token',
  storeMotherNames: 'guarda as opções de nome da mãe',
  storeEmail: 'guarda o e-mail',
  goToDigitalSignUp: 'vai para o cadastro digital',
} as const satisfies Readonly<Record<ActionName, string>>;

/**
 * A state by its path under the machine's root (`['cpf', 'editing']`), its last key named: the
 * step's name at the top, the inner state's below; a retired step by its old name; any other key
 * as it is (an older revision's state today has no name for).
 */
export function stateKeyPt(path: readonly string[]): string {
  const key = path.at(-1) ?? '';
  if (path.length === 1 && isKeyOf(STEPS_PT, key)) return STEPS_PT[key].name;
  if (path.length === 1 && Object.hasOwn(RETIRED_STEPS_PT, key))
    return RETIRED_STEPS_PT[key] ?? key;
  return isKeyOf(SUB_STATES_PT, key) ? SUB_STATES_PT[key] : key;
}

/** The whole path in words: 'etapa do CPF › consultando o CPF'. */
export function statePathPt(path: readonly string[]): string {
  return path.map((_key, i) => stateKeyPt(path.slice(0, i + 1))).join(' › ');
}

/** A message's severity, after the message. */
export const SEVERITIES_PT = {
  error: 'erro',
  warning: 'aviso',
  info: 'informação',
  success: 'sucesso',
} as const satisfies Readonly<Record<NoticeSeverity, string>>;

/** Whether `key`, a plain string (an id read from a graph or an old revision), is one of `table`'s. */
export function isKeyOf<Table extends object>(
  table: Table,
  key: string,
): key is keyof Table & string {
  return Object.hasOwn(table, key);
}
