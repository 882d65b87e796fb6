import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { TOKEN_HEADER } from '../machines/shared/api.ts';
import { SANDBOX_CAPTCHA_FAIL, SANDBOX_CAPTCHA_OK } from './captcha.ts';
import { WRONG_ANSWER_LIMIT } from './rules.ts';
import { EMAIL_IN_USE, type Outcome, type Scenario, type ScenarioCall } from './scenarios.ts';
import { CONSENT_PATH } from './routes/consent.ts';
import type { ActivationEmail } from './memory.ts';
import type { ReceivedConsent } from './state.ts';
import { DEFAULT_RUN } from './runs.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value on the page comes from a request or the table: all of it goes through here. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const CALL_NAMES: Record<ScenarioCall, string> = {
  token: 'token',
  question: 'pergunta',
  answer: 'resposta',
  register: 'cadastro',
  resend: 'reenvio',
  nonClient: 'cadastro de não cliente',
};

function describeOutcome(outcome: Outcome): string {
  if ('drop' in outcome) return 'sem resposta (conexão fechada: falha de rede)';
  if ('http' in outcome) return outcome.http === 409 ? `HTTP 409 ${outcome.status}` : 'HTTP 500';
  const messages = outcome.messages?.length ? ` (“${outcome.messages.join('”, “')}”)` : '';
  const token = outcome.token === undefined ? '' : outcome.token ? ' com token' : ' sem token';
  return `${outcome.status}${token}${messages}`;
}

/** What happens, read from the outcomes themselves so the page cannot drift from the table. */
function whatHappens(scenario: Scenario): string {
  const calls = Object.entries(scenario.outcomes) as [ScenarioCall, Outcome][];
  if (calls.length === 0) return 'tudo SUCCESS';
  return calls
    .map(([call, outcome]) => `${CALL_NAMES[call]}: ${describeOutcome(outcome)}`)
    .join('; ');
}

/**
 * The page lists the newest rows only, and cuts long JSON, so it stays small however much a
 * script posts (the JSON endpoints list everything the sandbox keeps).
 */
export const PAGE_ROWS = 20;
export const PAGE_JSON_CHARACTERS = 2_000;

/** The newest `PAGE_ROWS`, oldest first as everywhere on the page. */
function newest<T>(list: readonly T[]): T[] {
  return list.slice(-PAGE_ROWS);
}

/** Says so when the table leaves older rows out. */
function shownOf(list: readonly unknown[]): string {
  return list.length > PAGE_ROWS
    ? `<p>Os ${escapeHtml(PAGE_ROWS)} mais recentes de ${escapeHtml(list.length)}; o JSON traz todos.</p>`
    : '';
}

function shownJson(record: unknown): string {
  const json = JSON.stringify(record, null, 2);
  return json.length > PAGE_JSON_CHARACTERS ? `${json.slice(0, PAGE_JSON_CHARACTERS)}…` : json;
}

function emailRows(emails: readonly ActivationEmail[]): string {
  if (emails.length === 0) return '<p>Nenhum e-mail enviado ainda.</p>';
  const rows = newest(emails).map(
    (email) => `<tr>
      <td>${escapeHtml(email.address)}</td>
      <td>${escapeHtml(formatCpf(email.document))}</td>
      <td>${escapeHtml(email.clientId)}</td>
      <td>${email.redirectUri === '' ? 'nenhum' : `<code>${escapeHtml(email.redirectUri)}</code>`}</td>
      <td><time datetime="${escapeHtml(email.sentAt)}">${escapeHtml(
        new Date(email.sentAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
      )}</time></td>
      <td>${escapeHtml(email.resendCount)}</td>
    </tr>`,
  );
  return `${shownOf(emails)}${scrolling('E-mails de ativação enviados')}<table>
    <thead><tr><th>Endereço</th><th>CPF</th><th>client_id</th><th>redirect_uri do link</th><th>Enviado em (Brasília)</th><th>Reenvios</th></tr></thead>
    <tbody>${rows.join('')}</tbody>
  </table></div>`;
}

/** A value at a path of a received body, shown only when it is a plain string or number. */
function valueAt(record: unknown, path: readonly string[]): string {
  let node = record;
  for (const key of path) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '—';
}

function consentRows(consents: readonly ReceivedConsent[]): string {
  if (consents.length === 0) return '<p>Nenhum consentimento recebido ainda.</p>';
  const identifiers = ['formInfo', 'primarySubjectIdentifiers'];
  const rows = newest(consents).map(
    ({ receivedAt, authorization, record }) => `<tr>
      <td><time datetime="${escapeHtml(receivedAt)}">${escapeHtml(
        new Date(receivedAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
      )}</time></td>
      <td>${escapeHtml(valueAt(record, ['formInfo', 'formPropertyId']))}</td>
      <td>${escapeHtml(valueAt(record, [...identifiers, 'phone']))}</td>
      <td>${escapeHtml(valueAt(record, [...identifiers, 'email']))}</td>
      <td><code>${escapeHtml(valueAt(record, ['fingerprint']))}</code></td>
      <td><code>${escapeHtml(authorization)}</code></td>
      <td><details><summary>JSON</summary><pre>${escapeHtml(shownJson(record))}</pre></details></td>
    </tr>`,
  );
  return `${shownOf(consents)}${scrolling('Consentimentos recebidos')}<table>
    <thead><tr><th>Recebido em (Brasília)</th><th>Formulário</th><th>Telefone</th><th>E-mail</th><th>Impressão digital</th><th>Authorization</th><th>Registro</th></tr></thead>
    <tbody>${rows.join('')}</tbody>
  </table></div>`;
}

function scenarioRows(scenarios: readonly Scenario[]): string {
  const rows = scenarios.map(
    (scenario) => `<tr>
      <td class="cpf">${escapeHtml(formatCpf(scenario.cpf))}</td>
      <td><code>${escapeHtml(scenario.name)}</code></td>
      <td>${escapeHtml(whatHappens(scenario))}<br><small lang="en">${escapeHtml(scenario.description)}</small></td>
      <td>${escapeHtml(scenario.answer.mothersFirstName)}, dia ${escapeHtml(scenario.answer.birthdayDay)}, ${escapeHtml(scenario.answer.birthdayYear)}</td>
    </tr>`,
  );
  return `${scrolling('Cenários')}<table>
    <thead><tr><th>CPF</th><th>Cenário</th><th>O que acontece</th><th>Resposta certa</th></tr></thead>
    <tbody>${rows.join('')}</tbody>
  </table></div>`;
}

/**
 * Opens a table's own scrolling box: on a phone the page stays its width and the table scrolls
 * sideways. A region named like its heading, in the tab order, so the keyboard scrolls it too
 * (axe scrollable-region-focusable).
 */
function scrolling(name: string): string {
  return `<div class="wide" role="region" aria-label="${escapeHtml(name)}" tabindex="0">`;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1a1a1a; }
  .wide { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { border: 1px solid #ccc; padding: .4rem .6rem; text-align: left; vertical-align: top; }
  th { background: #f2f2f2; }
  .cpf { white-space: nowrap; font-variant-numeric: tabular-nums; }
  small { color: #555; }
  button { font: inherit; padding: .3rem .8rem; }
  pre { margin: .4rem 0 0; white-space: pre-wrap; }
  td code { overflow-wrap: anywhere; }
`;

/** The CPFs that registered: their token call now answers that they have portal access. */
function registeredList(registered: readonly string[]): string {
  if (registered.length === 0) return '<p>Nenhum CPF cadastrado ainda.</p>';
  const items = newest(registered).map((cpf) => `<li>${escapeHtml(formatCpf(cpf))}</li>`);
  return `${shownOf(registered)}<ul>${items.join('')}</ul>`;
}

/** What one run (runs.ts) holds beside its e-mails and consents, for the page. */
export interface PageRun {
  /** The run shown; DEFAULT_RUN for requests without the run header. */
  readonly run: string;
  /** CPFs (digits) that registered in this run, oldest first. */
  readonly registered: readonly string[];
}

const DEFAULT_PAGE_RUN: PageRun = { run: DEFAULT_RUN, registered: [] };

/** The run's query string on the page's own links and form: none for the default run. */
function runQuery(run: string): string {
  return run === DEFAULT_RUN ? '' : `?run=${encodeURIComponent(run)}`;
}

/** The sandbox's page: what was "sent", and which CPF does what. No script, no external asset. */
export function renderSandboxPage(
  emails: readonly ActivationEmail[],
  scenarios: readonly Scenario[],
  consents: readonly ReceivedConsent[] = [],
  { run, registered }: PageRun = DEFAULT_PAGE_RUN,
): string {
  const query = escapeHtml(runQuery(run));
  const runNote =
    run === DEFAULT_RUN
      ? '<p>Execução padrão (pedidos sem o cabeçalho <code>X-Sandbox-Run</code>).</p>'
      : `<p>Execução <code>${escapeHtml(run)}</code> (pedidos com <code>X-Sandbox-Run: ${escapeHtml(run)}</code>).</p>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sandbox da API de cadastro</title>
  <style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Sandbox da API de cadastro</h1>
  <p>Este servidor imita a API de cadastro para desenvolvimento, testes e demonstrações.
    Nenhum e-mail é enviado de verdade: eles aparecem aqui. Os dados ficam só na memória.</p>
  ${runNote}

  <h2>E-mails de ativação enviados</h2>
  ${emailRows(emails)}
  <form method="post" action="/sandbox/reset${query}"><button type="submit">Limpar e-mails, consentimentos, cadastros e tokens</button></form>
  <p><a href="/sandbox/${query}">Atualizar</a> · <a href="/sandbox/api/emails">JSON</a></p>

  <h2>CPFs cadastrados</h2>
  <p>Um CPF que concluiu o cadastro passa a ser cliente cadastrado: o token dele responde INVALID_CLIENT_STATUS (REGISTERED), e o portal mostra que o CPF já possui cadastro. Para repetir o cadastro com o mesmo CPF, limpe o sandbox com o botão acima.</p>
  ${registeredList(registered)}

  <h2>Consentimentos recebidos</h2>
  <p>O que o portal enviou ao endpoint de consentimento do sandbox (<code>${escapeHtml(CONSENT_PATH)}</code>), como chegou.</p>
  ${consentRows(consents)}
  <p><a href="${escapeHtml(CONSENT_PATH)}">JSON</a></p>

  <h2>Cenários</h2>
  <p>Cada CPF abaixo provoca um comportamento. Qualquer outro CPF responde CLIENT_NOT_FOUND no token
    e pode fazer o cadastro de não cliente.</p>
  ${scenarioRows(scenarios)}

  <h2>Regras</h2>
  <ul>
    <li>O token volta da chamada de token e vai no cabeçalho <code>${escapeHtml(TOKEN_HEADER)}</code> de todas as chamadas seguintes; sem ele, ou com um token desconhecido, a resposta é TOKEN_ERROR.</li>
    <li>Captcha: qualquer valor que comece com <code>${escapeHtml(SANDBOX_CAPTCHA_OK)}</code> passa; outro valor (por exemplo <code>${escapeHtml(SANDBOX_CAPTCHA_FAIL)}</code>) dá INCORRECT_CAPTCHA_RESPONSE.</li>
    <li>Resposta errada: INCORRECT_ANSWER; a ${escapeHtml(WRONG_ANSWER_LIMIT)}ª resposta errada do mesmo CPF, em qualquer token, dá TOKEN_ERROR e invalida o token; um token novo desse CPF recebe TOKEN_ERROR em qualquer resposta (contadas por um dia, até limpar o sandbox).</li>
    <li>Cadastrar com o e-mail <code>${escapeHtml(EMAIL_IN_USE)}</code> dá EMAIL_ALREADY_IN_USE.</li>
  </ul>
</main>
</body>
</html>
`;
}
