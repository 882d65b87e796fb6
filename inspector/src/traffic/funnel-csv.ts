import { csvOf } from '../export/csv.ts';
import type { Funnel } from './funnel.ts';

/** The funnel as CSV for a spreadsheet: one row per step, then one per call's answer. */
export function funnelCsv(funnel: Funnel, machine: string, brand: string, window: string): string {
  const rows: string[][] = [['máquina', 'marca', 'janela', 'passo', 'linha', 'quantidade']];
  for (const step of funnel.steps) {
    const row = (line: string, value: number) => [
      machine,
      brand,
      window,
      step.step,
      line,
      String(value),
    ];
    rows.push(row('entraram', step.entered), row('seguiram', step.wentOn));
    for (const [answer, value] of step.statuses) rows.push(row(answer, value));
    rows.push(row('pararam ali', step.stoppedThere));
  }
  const conversion = funnel.conversion === undefined ? '' : funnel.conversion.toFixed(4);
  rows.push([machine, brand, window, '', 'conversão', conversion]);
  return csvOf(rows);
}
