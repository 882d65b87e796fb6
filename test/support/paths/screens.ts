import { fill } from '../../../content/fill.ts';
import { texts } from '../../../content/texts.ts';
import type { ExpectedAlert, ExpectedScreen } from '../../../paths/expected-screen.ts';

/**
 * The screen as the tests read it: the UI-level suite (happy-dom) and the browser-level suite
 * (Chromium) read it with the same `readScreen` and compare it with the expected screen
 * (`paths/expected-screen.ts`) with the same `screenMismatches`.
 */

/** What the screen shows, read in one go. */
export interface ScreenSnapshot {
  /** The texts of the level-1 headings. */
  headings: string[];
  /** Every input with the text of its label. */
  fields: { label: string; value: string; readOnly: boolean }[];
  /** The labels of the radio buttons, in order. */
  radios: string[];
  /** Every button with its name (its label, or its text). */
  buttons: { name: string; enabled: boolean }[];
  /** The register card's whole text ('' when there is no card). */
  cardText: string;
  /** The texts of the alerts (role=alert) on the card. */
  alerts: string[];
  /** The busy indicator shows. */
  busy: boolean;
  /** The texts of the toasts (alerts outside the card). */
  toasts: string[];
}

/**
 * Reads the screen from `document`. Self-contained (no imports, no outer names) so the browser
 * suite can hand it to `page.evaluate` as it is, and happy-dom runs the very same code.
 */
export function readScreen(busyLabel: string): ScreenSnapshot {
  const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').trim();
  const card = document.querySelector('.MuiCard-root');
  const inputs = [...document.querySelectorAll('input')].filter((input) => input.type !== 'hidden');
  return {
    headings: [...document.querySelectorAll('h1')].map((h) => textOf(h)),
    fields: inputs.map((input) => ({
      label: textOf(input.labels?.[0]) || (input.getAttribute('aria-label') ?? ''),
      value: input.value,
      readOnly: input.readOnly,
    })),
    radios: inputs
      .filter((input) => input.type === 'radio')
      .map((input) => textOf(input.labels?.[0])),
    buttons: [...document.querySelectorAll('button')].map((button) => ({
      name: button.getAttribute('aria-label') ?? textOf(button),
      enabled: !button.disabled,
    })),
    cardText: card?.textContent ?? '',
    alerts: [...(card?.querySelectorAll('[role=alert]') ?? [])].map((alert) => textOf(alert)),
    busy: [...document.querySelectorAll('[role=progressbar]')].some(
      (bar) => bar.getAttribute('aria-label') === busyLabel,
    ),
    toasts: [...document.querySelectorAll('.MuiAlert-root')]
      .filter((alert) => !alert.closest('.MuiCard-root'))
      .map((alert) => textOf(alert)),
  };
}

const SPAN_SUFFIX = new RegExp(
  `^ ${fill(texts.app.spanId, { spanId: '§' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('§', '\\S+')}$`,
);

function alertShown(expected: ExpectedAlert, actual: string): boolean {
  if (!expected.anySpanId) return actual === expected.text;
  return actual.startsWith(expected.text) && SPAN_SUFFIX.test(actual.slice(expected.text.length));
}

const quote = (text: string) => `“${text}”`;
const list = (items: readonly string[]) => `[${items.map(quote).join(', ')}]`;

/** What differs between the screen and `expected`, in Portuguese; empty when it matches. */
export function screenMismatches(shown: ScreenSnapshot, expected: ExpectedScreen): string[] {
  const problems: string[] = [];
  if (!shown.headings.includes(expected.heading)) {
    problems.push(`título: esperado ${quote(expected.heading)}, na tela ${list(shown.headings)}`);
  }
  for (const { label, value, readOnly } of expected.fields) {
    const field = shown.fields.find((candidate) => candidate.label === label);
    if (!field) problems.push(`campo ${quote(label)} não aparece`);
    else if (value !== undefined && field.value !== value) {
      problems.push(
        `campo ${quote(label)}: esperado ${quote(value)}, na tela ${quote(field.value)}`,
      );
    } else if (readOnly !== undefined && field.readOnly !== readOnly) {
      problems.push(`campo ${quote(label)} ${readOnly ? 'deveria' : 'não deveria'} ser só leitura`);
    }
  }
  if (expected.radios.length && shown.radios.join('|') !== expected.radios.join('|')) {
    problems.push(`opções: esperadas ${list(expected.radios)}, na tela ${list(shown.radios)}`);
  }
  const button = (name: string) => shown.buttons.find((candidate) => candidate.name === name);
  for (const { name, enabled } of expected.buttons) {
    const found = button(name);
    if (!found) problems.push(`botão ${quote(name)} não aparece`);
    else if (found.enabled !== enabled) {
      problems.push(
        `botão ${quote(name)} deveria estar ${enabled ? 'habilitado' : 'desabilitado'}`,
      );
    }
  }
  for (const name of expected.absentButtons) {
    if (button(name)) problems.push(`botão ${quote(name)} não deveria aparecer`);
  }
  for (const text of expected.texts) {
    if (!shown.cardText.includes(text)) problems.push(`texto ${quote(text)} não aparece no cartão`);
  }
  const alertsMatch =
    shown.alerts.length === expected.alerts.length &&
    expected.alerts.every((alert, i) => alertShown(alert, shown.alerts[i] ?? ''));
  if (!alertsMatch) {
    const wanted = expected.alerts.map(({ text, anySpanId }) =>
      anySpanId ? `${text} ${fill(texts.app.spanId, { spanId: '…' })}` : text,
    );
    problems.push(
      `mensagens (role=alert): esperadas ${list(wanted)}, na tela ${list(shown.alerts)}`,
    );
  }
  if (shown.busy !== expected.busy) {
    problems.push(
      expected.busy
        ? `o indicador “${texts.app.busy}” deveria aparecer`
        : `o indicador “${texts.app.busy}” não deveria aparecer`,
    );
  }
  for (const text of expected.toasts) {
    if (!shown.toasts.some((toast) => toast.startsWith(text))) {
      problems.push(`aviso flutuante ${quote(text)} não aparece; na tela ${list(shown.toasts)}`);
    }
  }
  return problems;
}

/** A one-paragraph summary of an expected screen, for failure messages. */
export function describeScreen(expected: ExpectedScreen): string {
  const parts = [`título ${quote(expected.heading)}`];
  if (expected.page === 'digitalSignUp') parts.push('página do cadastro digital');
  if (expected.busy) parts.push(`indicador “${texts.app.busy}”`);
  if (expected.alerts.length) parts.push(`mensagens ${list(expected.alerts.map((a) => a.text))}`);
  if (expected.texts.length) parts.push(`textos ${list(expected.texts)}`);
  if (expected.toasts.length) parts.push(`avisos flutuantes ${list(expected.toasts)}`);
  return parts.join('; ');
}
