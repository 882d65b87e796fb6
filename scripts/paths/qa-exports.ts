import { stringify } from 'csv-stringify/sync';
import type { MachineId } from '../../machines/registry.ts';
import { replayPath } from '../../paths/coverage.ts';
import { noticesPt, pathTitlePt, startPt, stepsPt } from '../../paths/labels-pt.ts';
import { machinePaths, pathModel } from '../../paths/models.ts';
import { expectedScreen } from '../../paths/expected-screen.ts';

/**
 * The generated paths for test-management tools (`npm run paths -- --format csv|gherkin --out
 * <dir>`): one file per machine, with the very step texts of docs/paths (labels-pt.ts). How QA
 * import them is in docs/qa-exports.md; the libraries chosen, in docs/decisions/023-qa-exports.md.
 */

export type ExportFormat = 'csv' | 'gherkin';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'gherkin'];

export const CSV_COLUMNS = [
  'máquina',
  'caminho',
  'título do caminho',
  'pré-condição',
  'passo',
  'ação do cliente ou resposta do servidor',
  'tela esperada depois',
  'título da tela',
  'mensagens esperadas',
] as const;

export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/** One row per step of every path of the machine, paths numbered as in docs/paths. */
export function csvRows(id: MachineId): CsvRow[] {
  const { machine } = pathModel(id);
  return machinePaths(id).flatMap((path, i) => {
    const replayed = replayPath(machine, path);
    return stepsPt(id, path).map((step, j) => {
      const after = replayed[j]?.after;
      if (!after) throw new Error(`Step ${String(j + 1)} of path ${String(i + 1)} did not replay.`);
      return {
        máquina: id,
        caminho: String(i + 1),
        'título do caminho': pathTitlePt(id, path),
        'pré-condição': startPt(path),
        passo: String(j + 1),
        'ação do cliente ou resposta do servidor': capitalised(step.event),
        'tela esperada depois': step.where,
        'título da tela': expectedScreen(id, after, step.notices).heading,
        'mensagens esperadas': noticesPt(step.notices),
      };
    });
  });
}

/**
 * The machine's CSV: RFC 4180 (comma, quotes where needed, CRLF), UTF-8 with a byte-order mark
 * so spreadsheet programs read the accents right.
 */
export function csvOf(id: MachineId): string {
  return stringify(csvRows(id), {
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    record_delimiter: 'windows',
  });
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Informa CPF…" → "informa CPF…" after a Gherkin keyword; "CPF…" keeps its capitals. */
function afterKeyword(text: string): string {
  const [first = '', second = ''] = text;
  return second === second.toLowerCase() ? first.toLowerCase() + text.slice(1) : text;
}

/**
 * The machine's `.feature` in Portuguese Gherkin: a scenario per path; "Dado" where it starts,
 * then per step "Quando" what the customer does or the server answers, "Então" where the customer
 * is after it and "E" the messages it shows.
 */
export function featureOf(id: MachineId): string {
  const { variantPt } = pathModel(id);
  const lines = [
    '# language: pt',
    '# Gerado por `npm run paths -- --format gherkin` (scripts/paths/qa-exports.ts): não edite à mão.',
    `Funcionalidade: Caminhos da máquina ${id}`,
    `  Variante: ${variantPt}.`,
    `  Cada cenário é um caminho gerado da máquina de estados, com os passos de docs/paths/${id}.md.`,
  ];
  machinePaths(id).forEach((path, i) => {
    lines.push(
      '',
      `  Cenário: Caminho ${String(i + 1)}: ${pathTitlePt(id, path)}`,
      `    Dado que o cliente ${afterKeyword(startPt(path))}`,
    );
    for (const step of stepsPt(id, path)) {
      lines.push(`    Quando ${afterKeyword(step.event)}`, `    Então ${step.where}`);
      if (step.shows !== undefined) lines.push(`    E ${step.shows}`);
    }
  });
  return `${lines.join('\n')}\n`;
}

const EXTENSIONS: Readonly<Record<ExportFormat, string>> = { csv: 'csv', gherkin: 'feature' };

/** The files of one format for the given machines, by file name. */
export function exportFiles(format: ExportFormat, ids: readonly MachineId[]): Map<string, string> {
  const write = format === 'csv' ? csvOf : featureOf;
  return new Map(ids.map((id) => [`${id}.${EXTENSIONS[format]}`, write(id)]));
}
