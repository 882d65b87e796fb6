import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { REPO_ROOT } from './load-machines.ts';
import type {
  CaseRef,
  ChangedPath,
  ChangedTransition,
  DiffJson,
  MachineDiff,
  MessageRef,
  PathRecord,
  TransitionRecord,
} from './machine-diff.ts';
import { noticesText } from './steps-on-machine.ts';
import { fill } from '../../content/fill.ts';
import { MACHINES_PT, isKeyOf, stateKeyPt, statePathPt } from '../../content/labels-pt.ts';
import { releaseNoteTexts } from '../../content/release-note.ts';

/**
 * `npm run paths -- --diff <rev>` as a release note in Portuguese, worded like docs/paths (the
 * step lines are the same), for QA to paste into a release and know what to re-test.
 */

const t = releaseNoteTexts;

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

/** "revisão `v1.2` (`abc1234`)" or "árvore de trabalho", to follow "da" / "com a". */
function sideName({ revision, object }: DiffJson['from']): string {
  if (object === undefined) return t.workingTree;
  return object === revision
    ? fill(t.revision, { revision: code(revision) })
    : fill(t.revisionAt, { revision: code(revision), object: code(object) });
}

function messagesPt(messages: readonly MessageRef[]): string {
  // Each message carries its text, the revision's where today's catalogue no longer has it.
  return messages.length ? noticesText(messages) : t.noMessage;
}

/** "Em **etapa do CPF › consultando o CPF**, quando **…**, vai para **…** e mostra “…” (aviso)". */
function transitionPt({ words, messages }: TransitionRecord): string {
  const goes = words.to === null ? t.stays : fill(t.goesTo, { to: words.to });
  const sentence = fill(t.transition, { from: words.from, when: words.when, goes });
  const shows = messages.length ? fill(t.shows, { messages: messagesPt(messages) }) : '';
  return `- ${sentence}${shows}`;
}

const bold = (text: string) => `**${text}**`;

function changedTransitionPt({ before, after, changes }: ChangedTransition): string {
  const goes = after.words.to === null ? t.stays : fill(t.goesTo, { to: after.words.to });
  const sentence = fill(t.transition, { from: after.words.from, when: after.words.when, goes });
  const parts = changes.map((change) => {
    const what = t.changes[change];
    switch (change) {
      case 'target': {
        const to = (record: TransitionRecord) =>
          record.words.to === null ? t.stay : bold(record.words.to);
        return fill(t.change, { what, before: to(before), after: to(after) });
      }
      case 'guard':
        return fill(t.change, {
          what,
          before: bold(before.words.when),
          after: bold(after.words.when),
        });
      case 'messages':
      case 'severity':
        return fill(t.change, {
          what,
          before: messagesPt(before.messages),
          after: messagesPt(after.messages),
        });
    }
  });
  return `- ${sentence}: ${parts.join('; ')}`;
}

function pathName(record: PathRecord, where: string): string {
  return record.number === null
    ? fill(t.pathOutside, { where })
    : fill(t.path, { number: String(record.number) });
}

function pathPt(record: PathRecord, where: string): string[] {
  return [
    `#### ${pathName(record, where)} · ${fill(t.newCase, { id: record.caseId })}`,
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
      ? fill(t.path, { number: String(after.number) })
      : fill(t.pathFrom, { number: String(before.number), where: from });
  const which =
    before.caseId === after.caseId
      ? fill(t.sameCase, { id: after.caseId })
      : fill(t.otherCase, { before: before.caseId, after: after.caseId });
  const lines = [`#### ${heading} · ${which}`, '', `**${after.title}**`, ''];
  const count = Math.max(before.steps.length, after.steps.length);
  for (let i = 0; i < count; i += 1) {
    const old = before.steps[i];
    const now = after.steps[i];
    if (old === now) continue;
    lines.push(
      `- ${fill(t.step, { number: String(i + 1) })}`,
      `  - ${fill(t.before, { text: old ?? t.didNotExist })}`,
      `  - ${fill(t.now, { text: now ?? t.noLongerExists })}`,
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

/** A state id under its machine's root, as a path: `default.question.blocked` → [question, blocked]. */
const relative = (id: string) => id.split('.').slice(1);
/** A state in words: 'pergunta de segurança › acesso bloqueado'. */
const statePt = (id: string) => statePathPt(relative(id));

/** The machine in words, for its heading; an id today's machines lack stays as it is. */
function machineName(id: string): string {
  return isKeyOf(MACHINES_PT, id) ? MACHINES_PT[id] : id;
}

function machinePt(machine: MachineDiff, from: string): string[] {
  const { states, transitions, paths } = machine;
  const renamed =
    machine.previousId === undefined
      ? ''
      : ` ${fill(t.renamedFrom, { id: code(machine.previousId) })}`;
  const lines = [
    `## ${fill(t.machine, { name: machineName(machine.id), id: code(machine.id) })}${renamed}`,
    '',
  ];
  const section = (title: string, body: readonly string[]) => {
    if (body.length) lines.push(`### ${title}`, '', ...body, ...(body.at(-1) === '' ? [] : ['']));
  };
  const s = t.sections;
  const sc = t.stateColumns;
  const stateTable = (ids: readonly string[]) =>
    ids.length
      ? [
          `| ${sc.state} | ${sc.id} |`,
          '| --- | --- |',
          ...ids.map((id) => `| ${statePt(id)} | ${code(id)} |`),
        ]
      : [];
  section(s.statesAdded, stateTable(states.added));
  section(s.statesRemoved, stateTable(states.removed));
  const mc = t.movedColumns;
  section(
    s.statesMoved,
    states.moved.length
      ? [
          `| ${mc.state} | ${mc.before} | ${mc.now} | ${mc.id} |`,
          '| --- | --- | --- | --- |',
          ...states.moved.map(
            ({ from, to }) =>
              `| ${stateKeyPt(relative(to))} | ${statePt(from)} | ${statePt(to)} | ${code(from)} → ${code(to)} |`,
          ),
        ]
      : [],
  );
  section(s.transitionsAdded, transitions.added.map(transitionPt));
  section(s.transitionsRemoved, transitions.removed.map(transitionPt));
  section(s.transitionsChanged, transitions.changed.map(changedTransitionPt));
  section(
    s.pathsAdded,
    paths.added.flatMap((record) => pathPt(record, t.today)),
  );
  section(
    s.pathsChanged,
    paths.changed.flatMap((change) => changedPathPt(change, from)),
  );
  section(
    s.pathsRemoved,
    paths.removed.flatMap((record) => pathPt(record, from)),
  );
  const caseLine = ({ id, number, title }: CaseRef) =>
    `- ${fill(t.caseRef, { id, number: String(number), title })}`;
  section(s.casesAdded, machine.cases.added.map(caseLine));
  if (machine.cases.retired.length) {
    section(s.casesRetired, [t.casesRetiredNote, '', ...machine.cases.retired.map(caseLine)]);
  }
  return lines;
}

/** The release note, formatted by prettier like the rest of docs/. */
export async function diffMarkdown(diff: DiffJson): Promise<string> {
  const from = sideName(diff.from);
  const to = sideName(diff.to);
  const fromShort = fill(t.at, { revision: code(diff.from.object ?? diff.from.revision) });
  const changed = diff.machines.filter(({ status }) => status !== 'unchanged');
  const c = t.columns;
  const lines = [
    `# ${fill(t.title, { from: code(diff.from.revision), to: diff.to.object === undefined ? t.current : code(diff.to.revision) })}`,
    '',
    fill(t.generatedBy, { revision: diff.from.revision }),
    '',
    fill(t.intro, { from, to }),
    '',
  ];
  if (!changed.length) lines.push(t.noChange, '');
  lines.push(
    `| ${c.machine} | ${c.status} | ${c.states} | ${c.transitions} | ${c.paths} | ${c.cases} |`,
    '| --- | --- | :-: | :-: | :-: | :-: |',
    ...diff.machines.map(
      ({ id, status, states, transitions, paths, cases }) =>
        `| ${machineName(id)} (${code(id)}) | ${t.statuses[status]} | ${counts(states.added.length, states.removed.length, states.moved.length)} | ${counts(transitions.added.length, transitions.removed.length, transitions.changed.length)} | ${counts(paths.added.length, paths.removed.length, paths.changed.length)} | ${counts(cases.added.length, cases.retired.length)} |`,
    ),
    '',
    t.legend,
    '',
    ...changed.flatMap((machine) => machinePt(machine, fromShort)),
  );
  const options = (await prettier.resolveConfig(resolve(REPO_ROOT, 'docs/x.md'))) ?? {};
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}
