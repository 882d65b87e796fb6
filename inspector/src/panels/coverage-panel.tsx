import { fill } from '../../../content/fill.ts';
import { inspectorTexts } from '../texts.ts';
import type { MachineGraph } from '../../../machine-graph/index.ts';
import type { MachineCoverage } from '../coverage/coverage.ts';

const t = inspectorTexts.coverage;

export type CoverageSource = 'found' | 'missing' | 'unreadable';

function statusText(
  source: CoverageSource,
  coverage: MachineCoverage | undefined,
  graph: MachineGraph,
) {
  if (source === 'unreadable') return t.unreadable;
  if (source === 'missing') return t.missing;
  if (!coverage) return fill(t.notListed, { machine: graph.id });
  const { states, transitions, paths } = coverage.entry;
  return fill(t.summary, {
    states: `${String(states.covered)}/${String(states.total)}`,
    transitions: `${String(transitions.covered)}/${String(transitions.total)}`,
    paths: String(paths),
  });
}

/** What the QA paths cover (docs/paths/coverage.json) and the transitions they miss. */
export function CoveragePanel({
  source,
  coverage,
  graph,
  onSelect,
}: {
  source: CoverageSource;
  coverage: MachineCoverage | undefined;
  graph: MachineGraph;
  onSelect: (id: string) => void;
}) {
  const uncovered = graph.transitions.filter((transition) =>
    coverage?.uncovered.has(transition.id),
  );
  return (
    <section aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">{t.heading}</h2>
      <p data-testid="coverage-status">{statusText(source, coverage, graph)}</p>
      {coverage ? (
        <>
          {coverage.unknown.length ? (
            <p className="warning">{fill(t.stale, { count: String(coverage.unknown.length) })}</p>
          ) : null}
          <h3>{fill(t.uncovered, { count: String(uncovered.length) })}</h3>
          {uncovered.length === 0 ? (
            <p className="hint">{t.allCovered}</p>
          ) : (
            <ul className="uncovered">
              {uncovered.map((transition) => (
                <li key={transition.id}>
                  <button
                    type="button"
                    className="link"
                    onClick={() => {
                      onSelect(transition.id);
                    }}
                  >
                    {transition.source.slice(graph.id.length + 1)}: {transition.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
