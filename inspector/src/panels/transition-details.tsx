import { actionName, stateName } from '../app/words.ts';
import { conditionDescription, severityName, eventDescription, inspectorTexts } from '../texts.ts';
import type { GraphState, GraphTransition } from '../../../machine-graph/index.ts';
import type { MachineCoverage } from '../coverage/coverage.ts';

const t = inspectorTexts.transition;

function Details({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything about one transition, in Portuguese beside the machine's own names. */
export function TransitionDetails({
  transition,
  coverage,
  paths,
}: {
  transition: GraphTransition;
  coverage: MachineCoverage | undefined;
  paths: number | undefined;
}) {
  const rows: [string, string][] = [
    [t.rows.from, transition.source],
    [t.rows.event, transition.eventType],
    [t.rows.meaning, eventDescription(transition.eventType, transition.actor)],
    [t.rows.condition, conditionDescription(transition)],
    [t.rows.statuses, transition.statuses.join(', ') || '—'],
    [t.rows.to, transition.targets.join(', ') || t.stays],
    [
      t.rows.messages,
      transition.messages.map((m) => `${m.id} (${severityName(m.severity)})`).join(', ') || '—',
    ],
    [
      t.rows.actions,
      transition.actions
        .map((action) => `${actionName(action.type)} (${action.type})`)
        .join(', ') || '—',
    ],
    [
      t.rows.coverage,
      coverage ? (coverage.uncovered.has(transition.id) ? t.notCovered : t.covered) : t.unknown,
    ],
    [t.rows.paths, paths === undefined ? t.unknown : String(paths)],
  ];
  return (
    <section aria-labelledby="transition-heading" data-testid="transition-details">
      <h2 id="transition-heading">{t.heading}</h2>
      <p className="transition-label">{transition.label}</p>
      <Details rows={rows} />
      <p className="hint transition-id">{transition.id}</p>
    </section>
  );
}

/** A state clicked on the chart: its kind, calls and the transitions that leave it. */
export function StateDetails({
  state,
  leaving,
}: {
  state: GraphState;
  leaving: readonly GraphTransition[];
}) {
  const s = inspectorTexts.stateDetails;
  const rows: [string, string][] = [
    [s.id, state.id],
    [s.kind, s.kinds[state.kind]],
    [s.calls, state.invokes.map((invoke) => invoke.id).join(', ') || '—'],
    [s.entry, state.entry.join(', ') || '—'],
    [s.leaving, leaving.map((transition) => transition.label).join('; ') || '—'],
  ];
  return (
    <section aria-labelledby="state-heading" data-testid="state-details">
      <h2 id="state-heading">{s.heading}</h2>
      <p className="transition-label">{stateName(state)}</p>
      <Details rows={rows} />
    </section>
  );
}
