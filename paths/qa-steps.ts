/**
 * The tester's steps of the QA exports, in Portuguese: what a tester does and sees, with the data
 * that makes the path happen against the sandbox. One grammar for both ends: the exports
 * (scripts/paths/qa-cases.ts) write lines with `line`, and the step definitions of
 * `npm run qa:cucumber` (qa/cucumber/) match them with `expression` (Cucumber Expressions), so
 * a step the exports write always has a definition (test/unit/paths/qa-cases.test.ts).
 */

/** A Gherkin string argument: double quotes, with `"` and `\` escaped as Cucumber reads them. */
export function quoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The console commands a tester types to switch the sandbox's captcha (sandbox-captcha.ts). */
export const CAPTCHA_COMMANDS = {
  fail: "window.sandboxCaptcha = 'fail'",
  pass: 'window.sandboxCaptcha = undefined',
} as const;

export interface CustomerForm {
  nickname?: string | undefined;
  cellphone: string;
  email: string;
  password: string;
}

export interface NonCustomerForm extends CustomerForm {
  name: string;
  /** Typed only where the form asks it (the digital sign-up); masked, e.g. 529.982.247-25. */
  cpf?: string | undefined;
  /** As typed, e.g. 15/03/1990. */
  birthDate: string;
}

/** Each step: its Cucumber Expression and the line the exports write (without the keyword). */
export const QA_STEPS = {
  resetSandbox: {
    expression: 'que o sandbox está limpo',
    line: () => 'que o sandbox está limpo',
  },
  open: {
    expression: 'abro o portal em {string}',
    line: (path: string) => `abro o portal em ${quoted(path)}`,
  },
  console: {
    expression: 'digito no console {string}',
    line: (command: string) => `digito no console ${quoted(command)}`,
  },
  cpf: {
    expression: 'digito o CPF {string} e clico em {string}',
    line: (cpf: string, button: string) =>
      `digito o CPF ${quoted(cpf)} e clico em ${quoted(button)}`,
  },
  cpfWithTerms: {
    expression: 'digito o CPF {string}, aceito os termos e clico em {string}',
    line: (cpf: string, button: string) =>
      `digito o CPF ${quoted(cpf)}, aceito os termos e clico em ${quoted(button)}`,
  },
  answer: {
    expression: 'escolho {string}, digito o dia {string} e o ano {string} e clico em {string}',
    line: (name: string, day: string, year: string, button: string) =>
      `escolho ${quoted(name)}, digito o dia ${quoted(day)} e o ano ${quoted(year)} e clico em ${quoted(button)}`,
  },
  register: {
    expression:
      'preencho celular {string}, e-mail {string} e senha {string}, aceito os termos e clico em {string}',
    line: (form: CustomerForm, button: string) =>
      `preencho celular ${quoted(form.cellphone)}, e-mail ${quoted(form.email)} e senha ${quoted(form.password)}, aceito os termos e clico em ${quoted(button)}`,
  },
  registerWithNickname: {
    expression:
      'preencho apelido {string}, celular {string}, e-mail {string} e senha {string}, aceito os termos e clico em {string}',
    line: (form: CustomerForm, button: string) =>
      `preencho apelido ${quoted(form.nickname ?? '')}, celular ${quoted(form.cellphone)}, e-mail ${quoted(form.email)} e senha ${quoted(form.password)}, aceito os termos e clico em ${quoted(button)}`,
  },
  nonCustomer: {
    expression:
      'preencho nome {string}, CPF {string}, nascimento {string}, celular {string}, e-mail {string} e senha {string}, aceito os termos e clico em {string}',
    line: (form: NonCustomerForm, button: string) =>
      `preencho nome ${quoted(form.name)}, CPF ${quoted(form.cpf ?? '')}, nascimento ${quoted(form.birthDate)}, celular ${quoted(form.cellphone)}, e-mail ${quoted(form.email)} e senha ${quoted(form.password)}, aceito os termos e clico em ${quoted(button)}`,
  },
  nonCustomerWithNickname: {
    expression:
      'preencho nome {string}, apelido {string}, nascimento {string}, celular {string}, e-mail {string} e senha {string}, aceito os termos e clico em {string}',
    line: (form: NonCustomerForm, button: string) =>
      `preencho nome ${quoted(form.name)}, apelido ${quoted(form.nickname ?? '')}, nascimento ${quoted(form.birthDate)}, celular ${quoted(form.cellphone)}, e-mail ${quoted(form.email)} e senha ${quoted(form.password)}, aceito os termos e clico em ${quoted(button)}`,
  },
  click: {
    expression: 'clico em {string}',
    line: (button: string) => `clico em ${quoted(button)}`,
  },
  heading: {
    expression: 'vejo a etapa {string}',
    line: (heading: string) => `vejo a etapa ${quoted(heading)}`,
  },
  text: {
    expression: 'vejo o texto {string}',
    line: (text: string) => `vejo o texto ${quoted(text)}`,
  },
  message: {
    expression: 'vejo a mensagem {string}',
    line: (text: string) => `vejo a mensagem ${quoted(text)}`,
  },
  messageWithSpan: {
    expression: 'vejo a mensagem {string} com o código de rastreio',
    line: (text: string) => `vejo a mensagem ${quoted(text)} com o código de rastreio`,
  },
  toast: {
    expression: 'vejo o aviso {string}',
    line: (text: string) => `vejo o aviso ${quoted(text)}`,
  },
  noMessages: {
    expression: 'não vejo mensagens',
    line: () => 'não vejo mensagens',
  },
} as const;

export type QaStepName = keyof typeof QA_STEPS;

/** One string per `{string}` of an expression: what Cucumber hands the step's definition. */
type StringsOf<
  Expression extends string,
  Found extends string[] = [],
> = Expression extends `${string}{string}${infer Rest}`
  ? StringsOf<Rest, [...Found, string]>
  : Found;

/** The arguments the definition of step `Name` receives. */
export type StepArguments<Name extends QaStepName> = StringsOf<
  (typeof QA_STEPS)[Name]['expression']
>;
