import type { AnyStateMachine } from 'xstate';
import { fill } from '../../../content/fill.ts';
import { inspectorTexts, machineTitle } from '../texts.ts';
import type { GraphTransition, MachineGraph } from '../../../machine-graph/index.ts';
import type { Simulation } from '../simulation/simulation-history.ts';
import { availableTransitions, stateValueOf } from '../simulation/simulation.ts';
import { stateName } from '../app/words.ts';
import { stateText } from './format.ts';

const t = inspectorTexts.simulation;

/** The local simulation: where it is, what can happen next, and the steps so far. */
export function SimulationPanel({
  machine,
  graph,
  simulation,
  onStep,
  onBack,
  onReset,
}: {
  machine: AnyStateMachine;
  graph: MachineGraph;
  simulation: Simulation;
  onStep: (transition: GraphTransition) => void;
  onBack: () => void;
  onReset: () => void;
}) {
  const snapshot = simulation.history.at(-1);
  const available = snapshot ? availableTransitions(machine, graph, snapshot) : [];
  const keyOf = (id: string) => {
    const state = graph.states.find((candidate) => candidate.id === id);
    return state ? stateName(state) : id;
  };
  return (
    <section aria-labelledby="simulation-heading">
      <h2 id="simulation-heading">{t.heading}</h2>
      <p className="hint">
        {fill(t.intro, {
          machine: machineTitle(simulation.machineId),
        })}
      </p>
      <p data-testid="simulation-state">
        {t.state} <strong>{snapshot ? stateText(stateValueOf(snapshot)) : '?'}</strong>
        {snapshot?.status === 'done' ? t.final : ''}
      </p>
      <div className="buttons">
        <button type="button" onClick={onBack} disabled={simulation.history.length < 2}>
          {t.back}
        </button>
        <button type="button" onClick={onReset} disabled={simulation.history.length < 2}>
          {t.restart}
        </button>
      </div>
      <h3>{t.available}</h3>
      {available.length === 0 ? (
        <p className="hint">{t.none}</p>
      ) : (
        <ul className="events">
          {available.map((transition) => (
            <li key={transition.id}>
              <button
                type="button"
                className="event"
                data-transition-id={transition.id}
                title={transition.id}
                onClick={() => {
                  onStep(transition);
                }}
              >
                {transition.label}
                <span className="event__target">
                  → {transition.targets.map(keyOf).join(', ') || t.stays}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t.steps}</h3>
      {simulation.steps.length === 0 ? (
        <p className="hint">{t.noSteps}</p>
      ) : (
        <ol className="steps" data-testid="simulation-steps">
          {simulation.steps.map((step, i) => (
            <li key={i}>
              <span className="log__event">{step.transition.label}</span>: {stateText(step.from)} →{' '}
              <strong>{stateText(step.to)}</strong>
              {step.taken.length === 0 ? t.ignored : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
