import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, machinesTree } from './scratch-tree.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRevision, loadWorkingTree } from '../../../scripts/paths/load-machines.ts';
import { diffMachines, type MachineDiff } from '../../../scripts/paths/machine-diff.ts';
import { qaCases, type QaCase } from '../../../scripts/paths/qa-cases.ts';

/**
 * A QA case keeps its id while its path does the same (issue 37): TestRail and Xray link results
 * to it release after release. Two revisions of the default machine on a scratch git tree: the
 * working tree's, and one where the CPF step's answers are reordered, one answer shows another
 * message (wording only) and one answer's own transition is gone (it falls to the catch-all).
 */

const STEP = 'machines/shared/steps/cpf-step.ts';
const QUESTION = 'machines/shared/steps/question-step.ts';
const STATUSES = 'machines/shared/statuses.ts';
const ASKS = "on: { 'answer.submit':";

/** The answers of the token call to a status: `STATUS: [ … ],` in `byStatus.token`. */
const answers = (source: string, status: string) => {
  const found = new RegExp(`\\n {14}${status}: \\[[\\s\\S]*?\\n {14}\\],`).exec(source)?.[0];
  if (!found) throw new Error(`No ${status} answers in ${STEP}.`);
  return found;
};

const byTitle = (cases: readonly QaCase[], words: string) => {
  const found = cases.filter(({ title }) => title.includes(words));
  if (found.length !== 1) throw new Error(`${String(found.length)} cases named “${words}”.`);
  return found[0] as QaCase;
};

describe('QA case ids across two revisions', { timeout: 120_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'case-ids-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  const today = qaCases('default');
  let machine: MachineDiff;
  beforeAll(async () => {
    const source = readFileSync(join(ROOT, STEP), 'utf8');
    const captcha = answers(source, 'INCORRECT_CAPTCHA_RESPONSE');
    const insufficient = answers(source, 'INSUFFICIENT_CLIENT_DATA');
    const edited = source
      // Reworded: the captcha answer shows another message.
      .replace(captcha, captcha.replace("notify('captcha.failed')", "notify('step.failed')"))
      // Gone: INSUFFICIENT_CLIENT_DATA now takes the call's catch-all transition.
      .replace(insufficient, '\n              INSUFFICIENT_CLIENT_DATA: [],');
    // Reordered: the two statuses swap places in the token call's list, so do their answers.
    const statuses = readFileSync(join(ROOT, STATUSES), 'utf8');
    const pair = "'INCORRECT_CAPTCHA_RESPONSE',\n  'INSUFFICIENT_CLIENT_DATA',";
    expect(statuses).toContain(pair);
    const swapped = statuses.replace(
      pair,
      "'INSUFFICIENT_CLIENT_DATA',\n  'INCORRECT_CAPTCHA_RESPONSE',",
    );
    // New: the question takes a resend request and stays, one more long path among the others.
    const question = readFileSync(join(ROOT, QUESTION), 'utf8');
    expect(question).toContain(ASKS);
    const asks = question.replace(
      ASKS,
      `on: { 'resend.request': { target: 'editing' }, 'answer.submit':`,
    );
    const tree = machinesTree(join(scratch, 'index'), {
      [STEP]: edited,
      [QUESTION]: asks,
      [STATUSES]: swapped,
    });
    const diff = diffMachines(await loadWorkingTree(), await loadRevision(tree), ['default']);
    const [found] = diff.machines;
    if (!found) throw new Error('No default machine in the diff.');
    machine = found;
  });

  it('gives the exports and the release note the same ids', () => {
    const ids = today.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^default-[0-9a-f]{8}$/);
    const retired = machine.cases.retired.map(({ id }) => id);
    expect(retired.every((id) => ids.includes(id))).toBe(true);
  });

  it('retires the id of the path that now takes another transition, and only that', () => {
    const gone = byTitle(today, 'INSUFFICIENT_CLIENT_DATA à consulta do CPF');
    expect(machine.cases.retired.map(({ id }) => id)).toEqual([gone.id]);
  });

  it('keeps the id of a path whose message changed, and reports it as the same case', () => {
    const reworded = byTitle(today, 'INCORRECT_CAPTCHA_RESPONSE à consulta do CPF');
    expect(machine.cases.retired.map(({ id }) => id)).not.toContain(reworded.id);
    const changed = machine.paths.changed.find(({ before }) => before.caseId === reworded.id);
    expect(changed?.after.caseId).toBe(reworded.id);
  });

  it('gives new ids to the new path and to the one that now takes the catch-all', () => {
    const added = machine.cases.added.map(({ title }) => title);
    expect(added).toHaveLength(2);
    expect(added.filter((title) => title.includes('REENVIAR EMAIL'))).toHaveLength(1);
    expect(added.filter((title) => title.includes('INSUFFICIENT_CLIENT_DATA'))).toHaveLength(1);
  });

  it('keeps every other id, those of the paths renumbered behind the new one included', () => {
    const ids = today.map(({ id }) => id);
    const moved = machine.cases.renumbered;
    expect(moved.length).toBeGreaterThan(5);
    for (const { id, before, after } of moved) {
      expect(ids.indexOf(id) + 1).toBe(before);
      expect(after).toBe(before + 1);
    }
  });
});
