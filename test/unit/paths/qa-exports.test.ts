import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument, type Step } from '@cucumber/messages';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_IDS } from '../../../paths/models.ts';
import { QA_STEPS } from '../../../paths/qa-steps.ts';
import { qaCases } from '../../../scripts/paths/qa-cases.ts';
import { CSV_COLUMNS, csvOf, featureOf } from '../../../scripts/paths/qa-exports.ts';
import { importedCases, strictRecords, type ImportRules } from './csv-importers.ts';

/**
 * The CSV and Gherkin exports are read back with real parsers: a scenario and a run of rows per
 * path of the committed docs/paths/<machine>.md (kept fresh by docs.test.ts), in the same order,
 * with the QA cases' titles, data and tester steps (qa-cases.test.ts checks those), and the
 * generated path itself in the CSV.
 */

const ROOT = resolve(import.meta.dirname, '../../..');

/** The numbered steps of "## Caminhos" in docs/paths/<id>.md, path by path. */
function docPathSteps(id: string): string[][] {
  const doc = readFileSync(join(ROOT, 'docs/paths', `${id}.md`), 'utf8');
  const section = doc.split('\n## Caminhos\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n### Caminho ')
    .slice(1)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => /^\d+\. /.test(line))
        .map((line) => line.replace(/^\d+\. /, '')),
    );
}

function parseFeature(text: string): GherkinDocument {
  const parser = new Parser(
    new AstBuilder(IdGenerator.incrementing()),
    new GherkinClassicTokenMatcher(),
  );
  return parser.parse(text);
}

/** A case's steps back from Gherkin: "Quando" opens a step, "Então" its screen, "E" continues. */
function stepsOf(steps: readonly Step[]): { actions: string[]; expected: string[] }[] {
  const read: { actions: string[]; expected: string[] }[] = [];
  let into: string[] = [];
  for (const step of steps) {
    if (step.keyword === 'Quando ') read.push({ actions: (into = [step.text]), expected: [] });
    else if (step.keyword === 'Então ') {
      const last = read.at(-1);
      if (!last) throw new Error('Então before Quando');
      into = last.expected;
      into.push(step.text);
    } else if (step.keyword === 'E ') into.push(step.text);
    else throw new Error(`Unexpected step keyword '${step.keyword}'`);
  }
  return read;
}

describe('Gherkin export', () => {
  it.each(MACHINE_IDS)(
    '%s: a Portuguese scenario per path, tagged, with the tester steps',
    (id) => {
      const document = parseFeature(featureOf(id));
      expect(document.feature?.language).toBe('pt');
      expect(document.feature?.keyword).toBe('Funcionalidade');
      const scenarios = document.feature?.children.flatMap(({ scenario }) => scenario ?? []) ?? [];
      const cases = qaCases(id);
      expect(scenarios).toHaveLength(docPathSteps(id).length);
      scenarios.forEach((scenario, i) => {
        const qaCase = cases[i];
        expect(scenario.keyword).toBe('Cenário');
        expect(scenario.name).toBe(qaCase?.title);
        expect(scenario.tags.map(({ name }) => name)).toEqual([
          `@${qaCase?.id ?? ''}`,
          ...(qaCase?.tags ?? []),
        ]);
        const [reset, open, ...rest] = scenario.steps;
        expect(reset?.keyword).toBe('Dado ');
        expect(reset?.text).toBe(QA_STEPS.resetSandbox.line());
        expect(open?.text).toBe(QA_STEPS.open.line(qaCase?.entry ?? ''));
        expect(stepsOf(rest)).toEqual(
          qaCase?.steps.map(({ actions, expected }) => ({ actions, expected })),
        );
      });
      const comments = document.comments.map(({ text }) => text.trim());
      cases.forEach(({ number }) => {
        expect(comments.some((text) => text.startsWith(`# Caminho ${String(number)} de `))).toBe(
          true,
        );
      });
    },
  );
});

type Row = Record<string, string>;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('CSV export', () => {
  it.each(MACHINE_IDS)(
    '%s: rows per tester step, grouped by case id, as the tools import',
    (id) => {
      const text = csvOf(id);
      const header = parse(text, { bom: true, to: 1 });
      expect(header[0]).toEqual([...CSV_COLUMNS]);
      const rows = parse<Row>(text, { bom: true, columns: true });
      const cases = qaCases(id);
      const docs = docPathSteps(id);
      expect(rows).toHaveLength(cases.reduce((sum, { steps }) => sum + steps.length, 0));
      let at = 0;
      cases.forEach((qaCase, i) => {
        qaCase.steps.forEach((step, j) => {
          const row = rows[at++] ?? {};
          expect(row['ID do caso']).toBe(qaCase.id);
          expect(row['Título']).toBe(qaCase.title);
          expect(row['Seção']).toMatch(new RegExp(`^${id}: `));
          expect(row['Tipo']).toBe('Manual');
          expect(row['Pré-condição']).toContain(qaCase.entry);
          expect(row['Pré-condição']).toContain(qaCase.data[0]);
          expect(row['Passo']).toBe(String(j + 1));
          expect(row['Ação']).toBe(step.actions.map(capitalised).join('\n'));
          expect(row['Dados']).toBe(step.data);
          expect(row['Resultado esperado']).toBe(step.expected.map(capitalised).join('\n'));
          // The generated path, as docs/paths numbers it, once per case.
          const generated = (docs[i] ?? []).map((line, k) => `${String(k + 1)}. ${line}`);
          expect(row['Caminho gerado']).toBe(
            j === 0
              ? [`Caminho ${String(i + 1)} de docs/paths/${id}.md`, ...generated].join('\n')
              : '',
          );
        });
      });
    },
  );
});

describe('CSV export, as TestRail and Xray import it', () => {
  it.each(MACHINE_IDS)(
    '%s: a strict reader (a bare LF ends a record) reads one record per tester step, every field quoted where it must be',
    (id) => {
      const text = csvOf(id);
      expect(text.endsWith('\r\n')).toBe(true);
      const records = strictRecords(text);
      const steps = qaCases(id).reduce((sum, { steps: s }) => sum + s.length, 0);
      expect(records).toHaveLength(1 + steps);
      for (const record of records) expect(record).toHaveLength(CSV_COLUMNS.length);
    },
  );

  const tools: readonly ImportRules[] = ['TestRail', 'Xray Cloud', 'Xray Server/DC'];
  describe.each(tools)('%s', (tool) => {
    it.each(MACHINE_IDS)(
      '%s: one imported case per QA case, its steps in order, no bogus case',
      (id) => {
        const imported = importedCases(csvOf(id), tool);
        const cases = qaCases(id);
        expect(imported.map(({ id: caseId }) => caseId)).toEqual(cases.map((c) => c.id));
        imported.forEach((found, i) => {
          const qaCase = cases[i];
          expect(found.title).toBe(qaCase?.title);
          expect(found.steps).toHaveLength(qaCase?.steps.length ?? -1);
          // One folder level per machine: the section holds no Xray folder separator.
          expect(found.folder).toEqual([expect.stringMatching(new RegExp(`^${id}: `))]);
        });
      },
    );
  });
});

describe('npm run paths -- --format <csv|gherkin> --out <dir>', { timeout: 60_000 }, () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'paths-export-'));
  });
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/paths/main.ts', ...args], {
      cwd: ROOT,
    }).toString();

  it('writes one file per machine in the folder it is given', () => {
    expect(run('--format', 'gherkin', '--out', out, '--machine', 'digital')).toMatch(/^Escrito: /);
    expect(run('--format', 'csv', '--out', out, '--machine', 'digital')).toMatch(/^Escrito: /);
    expect(readdirSync(out).sort()).toEqual(['digital.csv', 'digital.feature']);
    expect(readFileSync(join(out, 'digital.feature'), 'utf8')).toBe(featureOf('digital'));
    expect(readFileSync(join(out, 'digital.csv'), 'utf8')).toBe(csvOf('digital'));
  });
});
