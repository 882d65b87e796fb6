import { useMemo } from 'react';
import { fill } from '../../../content/fill.ts';
import { inspectorTexts } from '../texts.ts';
import { CALLS_PT, GUARDS_PT, isKeyOf, STEPS_PT } from '../../../content/labels-pt.ts';
import type { MachineGraph } from '../../../machine-graph/index.ts';
import { download } from '../export/download.ts';
import { funnelCsv } from '../traffic/funnel-csv.ts';
import { funnelOf } from '../traffic/funnel.ts';
import { TRAFFIC_WINDOWS, type TrafficWindow } from '../traffic/traffic-source.ts';
import type { TrafficState } from '../traffic/use-traffic.ts';

const t = inspectorTexts.traffic;

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

const stepName = (step: string) => (isKeyOf(STEPS_PT, step) ? STEPS_PT[step].name : step);

/** `requestToken: hasToken` → `consulta do CPF: a resposta traz um token` (funnel.ts's answers). */
function answerText(answer: string): string {
  const [call = '', what = ''] = answer.split(': ');
  const words = what.split(', ').map((word) => (isKeyOf(GUARDS_PT, word) ? GUARDS_PT[word] : word));
  return `${isKeyOf(CALLS_PT, call) ? CALLS_PT[call].name : call}: ${words.join(', ')}`;
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
  const activation = funnel?.steps.find((step) => step.step === 'activation');
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
          {/* Focusable: a keyboard can scroll the table sideways on a phone. */}
          <div className="funnel-scroll" tabIndex={0} role="region" aria-label={t.table}>
            <table className="funnel" data-testid="funnel">
              <thead>
                <tr>
                  <th scope="col">{t.columns.step}</th>
                  <th scope="col">{t.columns.entered}</th>
                  <th scope="col">{t.columns.wentOn}</th>
                  <th scope="col">{t.columns.statuses}</th>
                  <th scope="col">{t.columns.stoppedThere}</th>
                </tr>
              </thead>
              <tbody>
                {funnel.steps.map((step) => (
                  <tr key={step.step} data-step={step.step}>
                    <th scope="row">{stepName(step.step)}</th>
                    <td data-column="entered">{step.entered}</td>
                    <td data-column="wentOn">{step.wentOn}</td>
                    <td>
                      {step.statuses.size ? (
                        <ul>
                          {[...step.statuses].map(([answer, count]) => (
                            <li key={answer}>
                              {answerText(answer)}: {count}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        t.noStatus
                      )}
                    </td>
                    <td data-column="stoppedThere">{step.stoppedThere}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
                const csv = funnelCsv(funnel, graph.id, brandId, TRAFFIC_WINDOWS[window]);
                download(
                  `funil-${graph.id}-${brandId}-${TRAFFIC_WINDOWS[window]}.csv`,
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
