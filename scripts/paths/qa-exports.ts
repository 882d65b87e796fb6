import { stringify } from 'csv-stringify/sync';
import type { MachineId } from '../../machines/registry.ts';
import { MACHINES_PT } from '../../content/labels-pt.ts';
import { pathModel } from '../../paths/models.ts';
import { QA_STEPS } from '../../paths/qa-steps.ts';
import { preconditionOf, qaCases, type QaCase } from './qa-cases.ts';

/**
 * The generated paths for test-management tools (`npm run paths -- --format csv|gherkin --out
 * <dir>`): one file per machine, a test case per path (scripts/paths/qa-cases.ts) with a short
 * title, the sandbox data that realises it and the steps as a tester does and sees them. How
 * TestRail and Xray import the CSV and how `npm run qa:cucumber` runs the Gherkin is in
 * docs/qa-exports.md; the libraries chosen, in docs/decisions/023-qa-exports.md.
 */

export type ExportFormat = 'csv' | 'gherkin';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'gherkin'];

export const CSV_COLUMNS = [
  'ID do caso',
  'Título',
  'Seção',
  'Tipo',
  'Pré-condição',
  'Passo',
  'Ação',
  'Dados',
  'Resultado esperado',
  'Caminho gerado',
] as const;

export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

function sentence(line: string): string {
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The path of docs/paths, numbered, for the case's description. */
function generatedPath(qaCase: QaCase): string {
  const heading = `Caminho ${String(qaCase.number)} de docs/paths/${qaCase.machine}.md`;
  return [heading, ...qaCase.pathSteps.map((step, i) => `${String(i + 1)}. ${step}`)].join('\n');
}

/**
 * The case's section: one folder level named by the machine and who it is for. Xray reads `/` in
 * its Test Repository Path as a folder separator, so the name holds none (the variant's screen
 * address is in the precondition).
 */
export function sectionOf(id: MachineId): string {
  return `${id}: ${MACHINES_PT[id]}`.replaceAll('/', '-');
}

/**
 * One row per tester step: the case's fields on every row (TestRail reads them from the first
 * row of a case, Xray groups rows by the id), the generated path on the first only.
 */
export function csvRows(id: MachineId): CsvRow[] {
  const section = sectionOf(id);
  return qaCases(id).flatMap((qaCase) =>
    qaCase.steps.map((step, j) => ({
      'ID do caso': qaCase.id,
      Título: qaCase.title,
      Seção: section,
      Tipo: 'Manual',
      'Pré-condição': preconditionOf(qaCase),
      Passo: String(j + 1),
      Ação: step.actions.map(sentence).join('\n'),
      Dados: step.data,
      'Resultado esperado': step.expected.map(sentence).join('\n'),
      'Caminho gerado': j === 0 ? generatedPath(qaCase) : '',
    })),
  );
}

/**
 * The machine's CSV: RFC 4180 (comma, CRLF ends each record), UTF-8 with a byte-order mark so
 * spreadsheet programs read the accents right. Every field with a line break, a quote or a comma
 * is quoted: csv-stringify quotes the record delimiter (CRLF) but not a bare LF on its own, which
 * a strict importer reads as the end of a record.
 */
export function csvOf(id: MachineId): string {
  return stringify(csvRows(id), {
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n",]/,
  });
}

/** A keyword for each line of a block: the first gets `first`, the others "E". */
function block(first: string, lines: readonly string[]): string[] {
  return lines.map((line, i) => `    ${i === 0 ? first : 'E'} ${line}`);
}

/**
 * The machine's `.feature` in Portuguese Gherkin: a scenario per path, tagged with its case id,
 * whose steps `npm run qa:cucumber` runs (qa/cucumber/).
 */
export function featureOf(id: MachineId): string {
  const { variantPt } = pathModel(id);
  const lines = [
    '# language: pt',
    '# Gerado por `npm run paths -- --format gherkin` (scripts/paths/qa-exports.ts): não edite à mão.',
    `Funcionalidade: Caminhos da máquina ${id}`,
    `  Variante: ${variantPt}.`,
    `  Cada cenário é um caminho de docs/paths/${id}.md, com os dados do sandbox que o realizam.`,
    '  Rode com `npm run qa:cucumber -- [--base-url <endereço>] <arquivos .feature>`.',
  ];
  for (const qaCase of qaCases(id)) {
    lines.push(
      '',
      `  @${qaCase.id} ${qaCase.tags.join(' ')}`,
      `  Cenário: ${qaCase.title}`,
      `    # Caminho ${String(qaCase.number)} de docs/paths/${id}.md. Dados: ${qaCase.data.join('; ')}.`,
      `    Dado ${QA_STEPS.resetSandbox.line()}`,
      `    E ${QA_STEPS.open.line(qaCase.entry)}`,
    );
    for (const step of qaCase.steps) {
      lines.push(...block('Quando', step.actions), ...block('Então', step.expected));
    }
  }
  return `${lines.join('\n')}\n`;
}

const EXTENSIONS: Readonly<Record<ExportFormat, string>> = { csv: 'csv', gherkin: 'feature' };

/** The files of one format for the given machines, by file name. */
export function exportFiles(format: ExportFormat, ids: readonly MachineId[]): Map<string, string> {
  const write = format === 'csv' ? csvOf : featureOf;
  return new Map(ids.map((id) => [`${id}.${EXTENSIONS[format]}`, write(id)]));
}
