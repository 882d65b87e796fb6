import { defineStep } from '@cucumber/cucumber';
import { isKeyOf } from '../../content/labels-pt.ts';
import { fill } from '../../content/fill.ts';
import { texts } from '../../content/texts.ts';
import {
  CAPTCHA_COMMANDS,
  QA_STEPS,
  type QaStepName,
  type StepArguments,
} from '../../paths/qa-steps.ts';
import {
  fillContactAndPassword,
  fillNonClient,
  submitAnswer,
  submitCpf,
} from '../customer-steps.ts';
import { ACTION_MS, RUN_HEADERS, STEP_TIMEOUT_MS, type QaWorld } from './world.ts';

/**
 * The step definitions of the exported Gherkin (`npm run paths -- --format gherkin`): each
 * matches a line of `paths/qa-steps.ts` and does what a tester does, by label and role as they
 * see them, or checks what they see once the portal settles.
 */

const digits = (text: string) => text.replace(/\D/g, '');

const SPAN_SUFFIX = new RegExp(
  `^ ${fill(texts.app.spanId, { spanId: '§' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('§', '\\S+')}$`,
);

/** How long a check waits for what it expects to show (a toast, a text, a message). */
const SHOW_MS = 5_000;

async function eventually(world: QaWorld, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + SHOW_MS;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await world.page.waitForTimeout(50);
  }
}

async function cardAlerts(world: QaWorld): Promise<string[]> {
  const alerts = await world.page.locator('.MuiCard-root [role=alert]').allTextContents();
  return alerts.map((text) => text.trim());
}

async function clickButton(world: QaWorld, name: string): Promise<void> {
  await world.page.getByRole('button', { name, exact: true }).click();
}

async function expectMessage(world: QaWorld, text: string, withSpan: boolean): Promise<void> {
  const matches = (alert: string) =>
    withSpan
      ? alert.startsWith(text) && SPAN_SUFFIX.test(alert.slice(text.length))
      : alert === text;
  if (!(await eventually(world, async () => (await cardAlerts(world)).some(matches)))) {
    const seen = (await cardAlerts(world)).map((alert) => `“${alert}”`).join(', ');
    throw new Error(
      `Esperava a mensagem “${text}”${withSpan ? ' com o código de rastreio' : ''}; na tela: ${seen || 'nenhuma'}.`,
    );
  }
}

/**
 * One definition per step of `QA_STEPS`, its arguments one per `{string}` of its expression: a
 * step added to the exports fails the typecheck here until a tester's action or check does it.
 */
const DEFINITIONS: {
  [Name in QaStepName]: (this: QaWorld, ...args: StepArguments<Name>) => Promise<void>;
} = {
  async resetSandbox(this: QaWorld) {
    // This run's memory only: another run on the same sandbox keeps its own.
    const response = await fetch(this.url('/sandbox/api/reset'), {
      method: 'POST',
      headers: RUN_HEADERS,
    });
    if (!response.ok) {
      throw new Error(
        `O sandbox não foi limpo (HTTP ${String(response.status)}): ${this.parameters.baseUrl} é um portal com o sandbox?`,
      );
    }
  },

  async open(this: QaWorld, path: string) {
    await this.page.goto(this.url(path));
    // The portal has drawn its first step: the actions that follow get a few seconds each.
    await this.page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS });
  },

  async console(this: QaWorld, command: string) {
    // Only the captcha switch: the exports ask nothing else of the console.
    if (command === CAPTCHA_COMMANDS.fail) {
      await this.page.evaluate(() => {
        window.sandboxCaptcha = 'fail';
      });
    } else if (command === CAPTCHA_COMMANDS.pass) {
      await this.page.evaluate(() => {
        delete window.sandboxCaptcha;
      });
    } else throw new Error(`Comando de console desconhecido: ${command}`);
  },

  async cpf(this: QaWorld, cpf: string, button: string) {
    await submitCpf(this.page, digits(cpf), { button });
  },

  async cpfWithTerms(this: QaWorld, cpf: string, button: string) {
    await submitCpf(this.page, digits(cpf), { button, acceptTerms: true });
  },

  async answer(this: QaWorld, name: string, day: string, year: string, button: string) {
    if (button !== texts.question.submit) {
      throw new Error(`A pergunta não tem o botão “${button}”.`);
    }
    await submitAnswer(this.page, { mothersFirstName: name, birthdayDay: day, birthdayYear: year });
  },

  async register(
    this: QaWorld,
    cellphone: string,
    email: string,
    password: string,
    button: string,
  ) {
    await fillContactAndPassword(this.page, { cellphone: digits(cellphone), email, password });
    await clickButton(this, button);
  },

  async registerWithNickname(
    this: QaWorld,
    nickname: string,
    cellphone: string,
    email: string,
    password: string,
    button: string,
  ) {
    await fillContactAndPassword(this.page, {
      nickname,
      cellphone: digits(cellphone),
      email,
      password,
    });
    await clickButton(this, button);
  },

  async nonCustomer(
    this: QaWorld,
    name: string,
    cpf: string,
    birthDate: string,
    cellphone: string,
    email: string,
    password: string,
    button: string,
  ) {
    await fillNonClient(this.page, {
      name,
      cpf: digits(cpf),
      birthDate: digits(birthDate),
      cellphone: digits(cellphone),
      email,
      password,
    });
    await clickButton(this, button);
  },

  async nonCustomerWithNickname(
    this: QaWorld,
    name: string,
    nickname: string,
    birthDate: string,
    cellphone: string,
    email: string,
    password: string,
    button: string,
  ) {
    await fillNonClient(this.page, {
      name,
      nickname,
      birthDate: digits(birthDate),
      cellphone: digits(cellphone),
      email,
      password,
    });
    await clickButton(this, button);
  },

  async click(this: QaWorld, button: string) {
    await clickButton(this, button);
  },

  async heading(this: QaWorld, heading: string) {
    await this.settle();
    const headings = this.page.getByRole('heading', { level: 1 });
    const shown = await eventually(this, async () =>
      (await headings.allTextContents()).some((text) => text.trim() === heading),
    );
    if (!shown) {
      const seen = (await headings.allTextContents()).map((text) => `“${text.trim()}”`).join(', ');
      throw new Error(`Esperava a etapa “${heading}”; na tela: ${seen || 'nenhum título'}.`);
    }
  },

  async text(this: QaWorld, text: string) {
    const card = this.page.locator('.MuiCard-root');
    if (
      !(await eventually(this, async () => (await card.allTextContents()).join(' ').includes(text)))
    ) {
      throw new Error(`O texto “${text}” não aparece no cartão.`);
    }
  },

  async message(this: QaWorld, text: string) {
    await expectMessage(this, text, false);
  },

  async messageWithSpan(this: QaWorld, text: string) {
    await expectMessage(this, text, true);
  },

  async toast(this: QaWorld, text: string) {
    const toasts = this.page.locator('.MuiAlert-root:not(.MuiCard-root .MuiAlert-root)');
    const shown = await eventually(this, async () =>
      (await toasts.allTextContents()).some((toast) => toast.trim().startsWith(text)),
    );
    if (!shown) throw new Error(`O aviso “${text}” não aparece.`);
  },

  async noMessages(this: QaWorld) {
    const alerts = await cardAlerts(this);
    if (alerts.length) {
      throw new Error(
        `Não esperava mensagens; na tela: ${alerts.map((a) => `“${a}”`).join(', ')}.`,
      );
    }
  },
};

const ROLES_PT: Readonly<Record<string, string>> = {
  button: 'o botão',
  checkbox: 'a caixa',
  radio: 'a opção',
  heading: 'o título',
  textbox: 'o campo',
};

/** The control a Playwright locator waited for, as a tester names it: 'o botão “OK”'. */
export function controlPt(error: Error): string {
  const role = /getByRole\('(\w+)', \{ name: '((?:[^'\\]|\\.)*)'/.exec(error.message);
  if (role) return `${ROLES_PT[role[1] ?? ''] ?? role[1] ?? ''} “${role[2] ?? ''}”`;
  const label = /getByLabel\('((?:[^'\\]|\\.)*)'/.exec(error.message);
  if (label) return `o campo “${label[1] ?? ''}”`;
  const locator = /waiting for (.+)/.exec(error.message)?.[1];
  return locator === undefined ? 'o controle' : `o controle ${locator}`;
}

/**
 * An action whose control never shows fails within ACTION_MS naming it, the step and what the
 * page shows, instead of cucumber's step timeout with no word of what was missing.
 */
async function explained(world: QaWorld, error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || error.name !== 'TimeoutError') return error;
  const shown = await world.shown().catch(() => 'página indisponível');
  return new Error(
    `Não encontrei ${controlPt(error)} em ${String(ACTION_MS / 1000)} s no passo “${world.step}”. Na tela: ${shown}.`,
    { cause: error },
  );
}

for (const [name, step] of Object.entries(QA_STEPS)) {
  if (!isKeyOf(DEFINITIONS, name)) continue;
  const definition: (this: QaWorld, ...args: string[]) => Promise<void> = DEFINITIONS[name];
  const run = async function (this: QaWorld, ...args: string[]) {
    try {
      await definition.apply(this, args);
    } catch (error) {
      throw await explained(this, error);
    }
  };
  // Cucumber checks a definition's arity against its expression's parameters.
  Object.defineProperty(run, 'length', { value: definition.length });
  defineStep(step.expression, run);
}
