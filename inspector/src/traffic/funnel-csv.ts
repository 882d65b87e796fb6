import { decimalCell, csvOf } from '../export/csv.ts';
import { machineTitle } from '../texts.ts';
import type { Funnel } from './funnel.ts';
import { answerText, stepName } from './funnel-words.ts';

/** Where the funnel comes from, in words and as ids. */
export interface FunnelCsvScope {
  machine: string;
  /** The brand's id, or '' for every brand. */
  brandId: string;
  brandName: string;
  /** The window's name ('Últimos 7 dias') and its Prometheus duration ('7d'). */
  windowName: string;
  window: string;
}

/**
 * The funnel as CSV for a Brazilian spreadsheet (csv.ts): one row per step and line, in the
 * analysts' words, then the ids and codes as extra columns for QA and scripts.
 */
export function funnelCsv(funnel: Funnel, scope: FunnelCsvScope): string {
  const rows: string[][] = [
    [
      'máquina',
      'marca',
      'janela',
      'etapa',
      'linha',
      'quantidade',
      'id da máquina',
      'id da marca',
      'janela (Prometheus)',
      'id da etapa',
      'código',
    ],
  ];
  const row = (step: string, line: string, value: string, code: string) => [
    machineTitle(scope.machine),
    scope.brandName,
    scope.windowName,
    step === '' ? '' : stepName(step),
    line,
    value,
    scope.machine,
    scope.brandId,
    scope.window,
    step,
    code,
  ];
  for (const step of funnel.steps) {
    rows.push(
      row(step.step, 'entraram', String(step.entered), 'entered'),
      row(step.step, 'seguiram', String(step.wentOn), 'wentOn'),
      row(step.step, 'concluíram', String(step.finished), 'finished'),
      row(step.step, 'foram bloqueados', String(step.blocked), 'blocked'),
      row(step.step, 'saíram', String(step.left), 'left'),
    );
    for (const answer of step.answers) {
      const code = [answer.call, answer.code ?? answer.kind, answer.clientStatus]
        .filter(Boolean)
        .join(':');
      rows.push(row(step.step, answerText(answer, false), String(answer.count), code));
    }
  }
  const conversion = funnel.conversion === undefined ? '' : decimalCell(funnel.conversion, 4);
  rows.push(row('', 'conversão até a ativação', conversion, 'conversion'));
  return csvOf(rows);
}
