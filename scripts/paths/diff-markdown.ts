import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { REPO_ROOT } from './load-machines.ts';
import type {
  ChangedPath,
  ChangedTransition,
  DiffJson,
  MachineDiff,
  MessageRef,
  PathRecord,
  TransitionRecord,
} from './machine-diff.ts';
import { noticesText } from './steps-on-machine.ts';

/**
 * `npm run paths -- --diff <rev>` as a release note in Portuguese, worded like docs/paths (the
 * step lines are the same), for QA to paste into a release and know what to re-test.
 */

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

/** "revisão `v1.2` (`abc1234`)" or "árvore de trabalho", to follow "da" / "com a". */
function sideName({ revision, object }: DiffJson['from']): string {
  if (object === undefined) return 'árvore de trabalho';
  return object === revision
    ? `revisão ${code(revision)}`
    : `revisão ${code(revision)} (${code(object)})`;
}

function messagesPt(messages: readonly MessageRef[]): string {
  return messages.map((message) => `${code(message.id)} ${noticesText([message])}`).join(' e ');
}

function transitionPt(record: TransitionRecord): string {
  const parts = [record.guard === null ? 'sem guarda' : `guarda ${code(record.guard)}`];
  if (record.messages.length) parts.push(`mostra ${messagesPt(record.messages)}`);
  return `- ${code(record.id)} — ${parts.join('; ')}`;
}

const list = (items: readonly string[]) => (items.length ? items.map(code).join(', ') : 'nenhum');

function changedTransitionPt({ before, after, changes }: ChangedTransition): string {
  const parts = changes.map((change) => {
    switch (change) {
      case 'target':
        return `destino ${list(before.targets)} → ${list(after.targets)}`;
      case 'guard':
        return `guarda ${before.guard === null ? 'nenhuma' : code(before.guard)} → ${after.guard === null ? 'nenhuma' : code(after.guard)}`;
      case 'messages':
      case 'severity':
        return `mensagens ${before.messages.length ? messagesPt(before.messages) : 'nenhuma'} → ${after.messages.length ? messagesPt(after.messages) : 'nenhuma'}`;
    }
  });
  const renamed = before.id === after.id ? '' : ` (antes ${code(before.id)})`;
  return `- ${code(after.id)}${renamed}: ${parts.join('; ')}`;
}

const pathName = (record: PathRecord, where: string) =>
  record.number === null ? `Caminho fora dos gerados ${where}` : `Caminho ${String(record.number)}`;

function pathPt(record: PathRecord, where: string): string[] {
  return [
    `#### ${pathName(record, where)}`,
    '',
    `**${record.title}**`,
    '',
    `${record.start}.`,
    '',
    ...record.steps.map((line, i) => `${String(i + 1)}. ${line}`),
    '',
  ];
}

function changedPathPt({ before, after }: ChangedPath, from: string): string[] {
  const heading =
    after.number !== null
      ? `Caminho ${String(after.number)}`
      : `Caminho ${String(before.number)} ${from}`;
  const lines = [`#### ${heading}`, '', `**${after.title}**`, ''];
  const count = Math.max(before.steps.length, after.steps.length);
  for (let i = 0; i < count; i += 1) {
    const old = before.steps[i];
    const now = after.steps[i];
    if (old === now) continue;
    lines.push(
      `- Passo ${String(i + 1)}:`,
      `  - antes: ${old ?? '(não existia)'}`,
      `  - agora: ${now ?? '(não existe mais)'}`,
    );
  }
  lines.push('');
  return lines;
}

function counts(added: number, removed: number, changed?: number): string {
  const parts = [
    added ? `+${String(added)}` : '',
    removed ? `−${String(removed)}` : '',
    changed ? `~${String(changed)}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : '—';
}

const STATUS_PT: Readonly<Record<MachineDiff['status'], string>> = {
  added: 'nova',
  removed: 'removida',
  changed: 'alterada',
  unchanged: 'sem mudanças',
};

function machinePt(machine: MachineDiff, from: string): string[] {
  const { states, transitions, paths } = machine;
  const renamed = machine.previousId === undefined ? '' : ` (antes ${code(machine.previousId)})`;
  const lines = [`## Máquina ${code(machine.id)}${renamed}`, ''];
  const section = (title: string, body: readonly string[]) => {
    if (body.length) lines.push(`### ${title}`, '', ...body, ...(body.at(-1) === '' ? [] : ['']));
  };
  section(
    'Estados novos',
    states.added.map((id) => `- ${code(id)}`),
  );
  section(
    'Estados removidos',
    states.removed.map((id) => `- ${code(id)}`),
  );
  section('Transições novas', transitions.added.map(transitionPt));
  section('Transições removidas', transitions.removed.map(transitionPt));
  section('Transições alteradas', transitions.changed.map(changedTransitionPt));
  section(
    'Caminhos novos',
    paths.added.flatMap((record) => pathPt(record, 'de hoje')),
  );
  section(
    'Caminhos alterados',
    paths.changed.flatMap((change) => changedPathPt(change, from)),
  );
  section(
    'Caminhos que deixam de existir',
    paths.removed.flatMap((record) => pathPt(record, from)),
  );
  return lines;
}

/** The release note, formatted by prettier like the rest of docs/. */
export async function diffMarkdown(diff: DiffJson): Promise<string> {
  const from = sideName(diff.from);
  const to = sideName(diff.to);
  const fromShort = `em ${code(diff.from.object ?? diff.from.revision)}`;
  const changed = diff.machines.filter(({ status }) => status !== 'unchanged');
  const lines = [
    `# Mudanças nas máquinas: ${code(diff.from.revision)} → ${diff.to.object === undefined ? 'árvore de trabalho' : code(diff.to.revision)}`,
    '',
    `<!-- Gerado por \`npm run paths -- --diff ${diff.from.revision}\` (scripts/paths/). -->`,
    '',
    `Compara as máquinas de estados (\`machines/\`) da ${from} com a ${to}. Os caminhos dos dois lados são gerados pelo mesmo código de hoje e lidos como em \`docs/paths/\`: um caminho **alterado** tem as mesmas ações do cliente e respostas do servidor, mas leva a outra tela ou mostra outras mensagens; um caminho **novo** não podia acontecer antes; um caminho que **deixa de existir** não pode acontecer agora. Os números são os de \`docs/paths/\` de hoje (e da revisão, para caminhos que deixam de existir).`,
    '',
  ];
  if (!changed.length) {
    lines.push('Nenhuma mudança: os estados, as transições e os caminhos são os mesmos.', '');
  }
  lines.push(
    '| Máquina | Situação | Estados | Transições | Caminhos |',
    '| --- | --- | :-: | :-: | :-: |',
    ...diff.machines.map(
      ({ id, status, states, transitions, paths }) =>
        `| ${code(id)} | ${STATUS_PT[status]} | ${counts(states.added.length, states.removed.length)} | ${counts(transitions.added.length, transitions.removed.length, transitions.changed.length)} | ${counts(paths.added.length, paths.removed.length, paths.changed.length)} |`,
    ),
    '',
    'Legenda: + novos, − removidos, ~ alterados.',
    '',
    ...changed.flatMap((machine) => machinePt(machine, fromShort)),
  );
  const options = (await prettier.resolveConfig(resolve(REPO_ROOT, 'docs/x.md'))) ?? {};
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}
