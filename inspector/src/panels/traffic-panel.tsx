import { useMemo } from 'react';
import { fill } from '../../../content/fill.ts';
import { inspectorTexts } from '../texts.ts';
import type { MachineGraph } from '../../../machine-graph/index.ts';
import { download } from '../export/download.ts';
import { funnelCsv } from '../traffic/funnel-csv.ts';
import { FINAL_STEP, funnelOf, type FunnelStep } from '../traffic/funnel.ts';
import { answerText, stepName } from '../traffic/funnel-words.ts';
import { TRAFFIC_WINDOWS, type TrafficWindow } from '../traffic/traffic-source.ts';
import type { TrafficState } from '../traffic/use-traffic.ts';

const t = inspectorTexts.traffic;

/** The funnel's counted columns, in the table's order (funnel.ts says what each counts). */
const NUMBERS = [
  'entered',
  'wentOn',
  'finished',
  'blocked',
  'left',
] as const satisfies readonly (keyof FunnelStep)[];

export interface BrandChoice {
  id: string;
  name: string;
}

/** The window and brand of the 'Tráfego real' mode. */
export function TrafficControls({
  window,
  brand,
  brands,
  onWindow,
  onBrand,
}: {
  window: TrafficWindow;
  brand: string | undefined;
  brands: readonly BrandChoice[];
  onWindow: (window: TrafficWindow) => void;
  onBrand: (brand: string | undefined) => void;
}) {
  return (
    <div className="traffic-controls" role="group" aria-label={t.heading}>
      <label>
        {t.window}{' '}
        <select
          value={window}
          onChange={(event) => {
            onWindow(event.target.value as TrafficWindow);
          }}
        >
          {(Object.keys(TRAFFIC_WINDOWS) as TrafficWindow[]).map((key) => (
            <option key={key} value={key}>
              {t.windows[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.brand}{' '}
        <select
          value={brand ?? ''}
          onChange={(event) => {
            onBrand(event.target.value || undefined);
          }}
        >
          <option value="">{t.allBrands}</option>
          {brands.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const percent = (value: number) =>
  value.toLocaleString('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The funnel per step of the machine, window and brand shown, with its CSV. */
export function FunnelPanel({
  graph,
  traffic,
  title,
  window,
  brandName,
  brandId,
}: {
  graph: MachineGraph;
  traffic: TrafficState;
  title: string;
  window: TrafficWindow;
  brandName: string;
  brandId: string;
}) {
  const funnel = useMemo(
    () => (traffic.status === 'ready' ? funnelOf(graph, traffic.counts) : undefined),
    [graph, traffic],
  );
  const activation = funnel?.steps.find((step) => step.step === FINAL_STEP);
  return (
    <section aria-labelledby="traffic-heading">
      <h2 id="traffic-heading">{fill(t.funnel, { machine: title, brand: brandName })}</h2>
      {traffic.status === 'loading' ? <p className="hint">{t.loading}</p> : null}
      {traffic.status === 'failed' ? (
        <p className="warning" role="alert">
          {fill(t.failed, { reason: traffic.reason })}
        </p>
      ) : null}
      {traffic.status === 'ready' ? (
        <p className="hint" data-testid="traffic-source">
          {traffic.source.kind === 'collector'
            ? t.fromCollector
            : fill(t.fromPrometheus, { url: traffic.source.baseUrl })}
        </p>
      ) : null}
      {funnel ? (
        <>
          <table className="funnel" data-testid="funnel">
            <caption className="visually-hidden">{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.step}</th>
                {NUMBERS.map((column) => (
                  <th scope="col" key={column}>
                    {t.columns[column]}
                  </th>
                ))}
                <th scope="col">{t.columns.answers}</th>
              </tr>
            </thead>
            <tbody>
              {funnel.steps.map((step) => (
                <tr key={step.step} data-step={step.step}>
                  <th scope="row">{stepName(step.step)}</th>
                  {NUMBERS.map((column) => (
                    // The column's name before the number when a phone stacks the cells.
                    <td key={column} data-column={column} data-label={t.columns[column]}>
                      {step[column]}
                    </td>
                  ))}
                  <td data-label={t.columns.answers}>
                    {step.answers.length ? (
                      <ul>
                        {step.answers.map((answer) => (
                          <li key={answerText(answer)}>
                            {answerText(answer)}: {answer.count}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t.noStatus
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p data-testid="conversion">
            {funnel.conversion === undefined || !activation
              ? t.noConversion
              : fill(t.conversion, {
                  step: stepName(activation.step),
                  value: percent(funnel.conversion),
                })}
          </p>
          <div className="buttons">
            <button
              type="button"
              onClick={() => {
                const csv = funnelCsv(funnel, {
                  machine: graph.id,
                  brandId,
                  brandName,
                  windowName: t.windows[window],
                  window: TRAFFIC_WINDOWS[window],
                });
                download(
                  `funil-${graph.id}-${brandId || 'todas'}-${TRAFFIC_WINDOWS[window]}.csv`,
                  new Blob([csv], { type: 'text/csv;charset=utf-8' }),
                );
              }}
            >
              {t.csv}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
