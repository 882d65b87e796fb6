import { parse } from 'csv-parse/sync';

/**
 * The CSV exports as the test-management tools import them (docs/qa-exports.md gives the column
 * mapping and the sources of these rules): a strict reader first, then each tool's rules for a
 * multi-row case. A row that would become a bogus case (no id, no title, no step, an id met
 * again after another case) throws, naming the line.
 */

/**
 * RFC 4180 as a strict importer reads it: a bare LF outside quotes ends a record as a CRLF does
 * (Python's csv, TestRail's and Xray's readers), every record has the header's number of fields,
 * and a quote may only open or close a quoted field.
 */
export function strictRecords(text: string): string[][] {
  return parse(text, { bom: true, record_delimiter: ['\r\n', '\n'] });
}

export type ImportRules = 'TestRail' | 'Xray Cloud' | 'Xray Server/DC';

export interface ImportedCase {
  id: string;
  title: string;
  /** The folder path (Xray's Test Repository Path, TestRail's section), split at `/`. */
  folder: string[];
  steps: { action: string; expected: string }[];
}

/** The column mapping of docs/qa-exports.md, by the tool's field. */
const MAPPING = {
  id: 'ID do caso',
  title: 'Título',
  type: 'Tipo',
  folder: 'Seção',
  action: 'Ação',
  expected: 'Resultado esperado',
} as const;

/** Xray Cloud's Test Type must be one of the project's test types. */
const XRAY_TEST_TYPES = ['Manual'];
/** TestRail's title limit; Jira's summary (Xray) is 255. */
const TITLE_LIMIT: Readonly<Record<ImportRules, number>> = {
  TestRail: 250,
  'Xray Cloud': 255,
  'Xray Server/DC': 255,
};

export function importedCases(text: string, tool: ImportRules): ImportedCase[] {
  const [header, ...rows] = strictRecords(text);
  if (!header) throw new Error('No header row.');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${tool}: no column “${name}” to map.`);
    return index;
  };
  const at = Object.fromEntries(
    Object.entries(MAPPING).map(([field, name]) => [field, column(name)]),
  ) as Record<keyof typeof MAPPING, number>;
  const cases: ImportedCase[] = [];
  rows.forEach((row, i) => {
    const line = `${tool}, record ${String(i + 2)}`;
    const value = (field: keyof typeof MAPPING) => row[at[field]] ?? '';
    const id = value('id');
    // Both tools start a new case where the identifier column changes; an empty one would be a
    // case of its own (TestRail) or a row Xray refuses.
    if (!id) throw new Error(`${line}: no case id, a bogus case.`);
    let current = cases.at(-1);
    if (current?.id !== id) {
      if (cases.some((known) => known.id === id)) {
        throw new Error(`${line}: case ${id} again after another case, a second case.`);
      }
      const title = value('title');
      if (!title || title.length > TITLE_LIMIT[tool]) {
        throw new Error(`${line}: the title is empty or too long: “${title}”.`);
      }
      if (tool === 'Xray Cloud' && !XRAY_TEST_TYPES.includes(value('type'))) {
        throw new Error(`${line}: test type “${value('type')}” is not one of the project's.`);
      }
      const folder = value('folder').split('/');
      if (folder.some((level) => level.trim() !== level || !level)) {
        throw new Error(`${line}: folder path “${value('folder')}” has an empty level.`);
      }
      current = { id, title, folder, steps: [] };
      cases.push(current);
    }
    const action = value('action');
    const expected = value('expected');
    // Server/DC's Step is mandatory; a step row with neither would be an empty step elsewhere.
    if (!action || (tool !== 'Xray Server/DC' && !expected)) {
      throw new Error(`${line}: a step without its action or expected result.`);
    }
    current.steps.push({ action, expected });
  });
  return cases;
}
