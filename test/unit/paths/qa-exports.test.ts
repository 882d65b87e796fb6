import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument, type Step } from '@cucumber/messages';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../../content/texts.ts';
import { csvOf, featureOf } from '../../../scripts/paths/qa-exports.ts';
import { MACHINE_IDS } from '../../../paths/models.ts';

/**
 * The CSV and Gherkin exports are read back with real parsers and compared with the committed
 * docs/paths/<machine>.md (kept fresh by docs.test.ts): a scenario and a run of rows per path, in
 * the same order, with the same step texts QA already read there.
 */

const ROOT = resolve(import.meta.dirname, '../../..');

interface DocPath {
  number: number;
  title: string;
  start: string;
  steps: string[];
}

/** The "## Caminhos" section of docs/paths/<id>.md. */
function docPaths(id: string): DocPath[] {
  const doc = readFileSync(join(ROOT, 'docs/paths', `${id}.md`), 'utf8');
  const section = doc.split('\n## Caminhos\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n### Caminho ')
    .slice(1)
    .map((block) => {
      const lines = block.split('\n').filter(Boolean);
      return {
        number: Number.parseInt(lines[0] ?? '', 10),
        title: (lines[1] ?? '').replace(/^\*\*|\*\*$/g, ''),
        start: (lines[2] ?? '').replace(/\.$/, ''),
        steps: lines.slice(3).map((line) => line.replace(/^\d+\. /, '')),
      };
    });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function parseFeature(text: string): GherkinDocument {
  const parser = new Parser(
    new AstBuilder(IdGenerator.incrementing()),
    new GherkinClassicTokenMatcher(),
  );
  return parser.parse(text);
}

/** A scenario's steps back as docs/paths numbers them: "Quando" → "Então"; "E". */
function docLines(steps: readonly Step[]): { start: string; lines: string[] } {
  const [given, ...rest] = steps;
  const lines: string[] = [];
  const append = (text: string) => lines.push(`${lines.pop() ?? ''}${text}`);
  for (const step of rest) {
    if (step.keyword === 'Quando ') lines.push(capitalised(step.text));
    else if (step.keyword === 'Então ') append(` → ${step.text}`);
    else if (step.keyword === 'E ') append(`; ${step.text}`);
    else throw new Error(`Unexpected step keyword '${step.keyword}'`);
  }
  expect(given?.keyword).toBe('Dado ');
  return { start: capitalised((given?.text ?? '').replace(/^que o cliente /, '')), lines };
}

describe('Gherkin export', () => {
  it.each(MACHINE_IDS)('%s: a Portuguese scenario per path, with the steps of docs/paths', (id) => {
    const document = parseFeature(featureOf(id));
    expect(document.feature?.language).toBe('pt');
    expect(document.feature?.keyword).toBe('Funcionalidade');
    const scenarios = document.feature?.children.flatMap(({ scenario }) => scenario ?? []) ?? [];
    const expected = docPaths(id);
    expect(expected.length).toBeGreaterThan(0);
    expect(scenarios).toHaveLength(expected.length);
    scenarios.forEach((scenario, i) => {
      const path = expected[i];
      expect(scenario.keyword).toBe('Cenário');
      expect(scenario.name).toBe(`Caminho ${String(path?.number)}: ${String(path?.title)}`);
      const { start, lines } = docLines(scenario.steps);
      expect(start).toBe(path?.start);
      expect(lines).toEqual(path?.steps);
    });
  });
});

const COLUMNS = [
  'máquina',
  'caminho',
  'título do caminho',
  'pré-condição',
  'passo',
  'ação do cliente ou resposta do servidor',
  'tela esperada depois',
  'título da tela',
  'mensagens esperadas',
];

type Row = Record<string, string>;

describe('CSV export', () => {
  it.each(MACHINE_IDS)('%s: a row per step of every path, as docs/paths reads', (id) => {
    const text = csvOf(id);
    const header = parse(text, { bom: true, to: 1 });
    expect(header[0]).toEqual(COLUMNS);
    const rows = parse<Row>(text, { bom: true, columns: true });
    const expected = docPaths(id);
    expect(new Set(rows.map((row) => row['caminho'])).size).toBe(expected.length);
    expect(rows).toHaveLength(expected.reduce((sum, path) => sum + path.steps.length, 0));
    let at = 0;
    for (const path of expected) {
      let shown = '';
      path.steps.forEach((line, i) => {
        const row = rows[at++] ?? {};
        expect(row['máquina']).toBe(id);
        expect(row['caminho']).toBe(String(path.number));
        expect(row['título do caminho']).toBe(path.title);
        expect(row['pré-condição']).toBe(path.start);
        expect(row['passo']).toBe(String(i + 1));
        const [happens, after = ''] = line.split(' → ');
        expect(row['ação do cliente ou resposta do servidor']).toBe(happens);
        const [where, shows] = after.split(/; (?=mostra |as mensagens anteriores somem$)/);
        expect(row['tela esperada depois']).toBe(where);
        // Messages stay on screen until a step replaces or clears them.
        if (shows !== undefined)
          shown = shows === 'as mensagens anteriores somem' ? '' : shows.slice('mostra '.length);
        expect(row['mensagens esperadas']).toBe(shown);
        expect(row['título da tela']).not.toBe('');
        if (where === 'vai para a pergunta de segurança') {
          expect(row['título da tela']).toBe(texts.question.heading);
        }
      });
    }
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
    expect(run('--format', 'gherkin', '--out', out, '--machine', 'digital')).toMatch(/^Wrote /);
    expect(run('--format', 'csv', '--out', out, '--machine', 'digital')).toMatch(/^Wrote /);
    expect(readdirSync(out).sort()).toEqual(['digital.csv', 'digital.feature']);
    expect(readFileSync(join(out, 'digital.feature'), 'utf8')).toBe(featureOf('digital'));
    expect(readFileSync(join(out, 'digital.csv'), 'utf8')).toBe(csvOf('digital'));
  });
});
