import { Suspense, use, useCallback, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import type { MachineId } from '../../machines/registry.ts';
import { MACHINE_ENTRIES, isMachineId, type MachineEntry } from './catalogue.ts';
import { ChartView, type ChartMarks } from './chart-view.tsx';
import { COVERAGE, COVERAGE_UNREADABLE } from './coverage-data.ts';
import { machineCoverage, type MachineCoverage } from './coverage.ts';
import { elk } from './elk.ts';
import {
  activeStateIds,
  describeCondition,
  formatStateValue,
  machineToGraph,
  type ChartTransition,
  type MachineGraph,
} from './graph.ts';
import { layoutGraph, type ChartLayout } from './layout.ts';
import { liveSessionOf, useLiveSessions, type LiveState, type LogEntry } from './live.ts';
import type { PortalMessage } from './protocol.ts';
import {
  availableTransitions,
  initialSimulation,
  sampleEvent,
  stepSimulation,
  stateValueOf,
  takenTransitionIds,
  transitionsTaken,
} from './simulation.ts';

/**
 * The analysts' state-chart inspector: every machine's chart, where a live register screen in
 * another tab is, what the QA paths cover, and a local simulation. Offline: nothing here fetches.
 */

type Mode = 'live' | 'simulate';

const GRAPHS: ReadonlyMap<MachineId, MachineGraph> = new Map(
  MACHINE_ENTRIES.map((entry) => [entry.id, machineToGraph(entry.machine)]),
);

const layouts = new Map<MachineId, Promise<ChartLayout>>();

function layoutOf(id: MachineId, graph: MachineGraph): Promise<ChartLayout> {
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutGraph(graph, elk);
    layouts.set(id, layout);
  }
  return layout;
}

function entryOf(id: MachineId): MachineEntry {
  const entry = MACHINE_ENTRIES.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine ${id}.`);
  return entry;
}

function graphOf(id: MachineId): MachineGraph {
  const graph = GRAPHS.get(id);
  if (!graph) throw new Error(`No graph for ${id}.`);
  return graph;
}

function readParams(): { machine: MachineId; mode: Mode } {
  const params = new URLSearchParams(window.location.search);
  const machine = params.get('machine');
  return {
    machine: isMachineId(machine) ? machine : 'default',
    mode: params.get('mode') === 'simulate' ? 'simulate' : 'live',
  };
}

function writeParams(machine: MachineId, mode: Mode): void {
  const url = new URL(window.location.href);
  url.searchParams.set('machine', machine);
  url.searchParams.set('mode', mode);
  window.history.replaceState(null, '', url);
}

function clock(at: number): string {
  const time = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}.${String(time.getMilliseconds()).padStart(3, '0')}`;
}

const shortSession = (session: string) => session.slice(0, 6);
const stateText = (value: StateValue | undefined) =>
  value === undefined ? '?' : formatStateValue(value);

interface SimStep {
  label: string;
  from: StateValue;
  to: StateValue;
  taken: readonly string[];
}

interface Simulation {
  machineId: MachineId;
  history: readonly AnyMachineSnapshot[];
  steps: readonly SimStep[];
}

function freshSimulation(machineId: MachineId): Simulation {
  return {
    machineId,
    history: [initialSimulation(entryOf(machineId).machine)],
    steps: [],
  };
}

const EMPTY = new Set<string>();

function Chart({
  machineId,
  marks,
  onSelectTransition,
}: {
  machineId: MachineId;
  marks: ChartMarks;
  onSelectTransition: (id: string) => void;
}) {
  const layout = use(layoutOf(machineId, graphOf(machineId)));
  return <ChartView layout={layout} marks={marks} onSelectTransition={onSelectTransition} />;
}

function MachineList({
  current,
  live,
  onChoose,
}: {
  current: MachineId;
  live: LiveState;
  onChoose: (id: MachineId) => void;
}) {
  return (
    <nav className="machines" aria-labelledby="machines-heading">
      <h2 id="machines-heading">Machines</h2>
      <ul>
        {MACHINE_ENTRIES.map((entry) => {
          const session = liveSessionOf(live, entry.id);
          return (
            <li key={entry.id}>
              <button
                type="button"
                className="machine"
                aria-current={entry.id === current ? 'true' : undefined}
                data-machine-id={entry.id}
                onClick={() => {
                  onChoose(entry.id);
                }}
              >
                <span className="machine__id">
                  {entry.id}
                  {session ? <span className="machine__live">live</span> : null}
                </span>
                <span className="machine__title">{entry.title}</span>
                <span className="machine__meta">/portal{entry.paths.join(', /portal')}</span>
                <span className="machine__meta">brands: {entry.brands.join(', ')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Legend />
    </nav>
  );
}

function Legend() {
  return (
    <section className="legend" aria-labelledby="legend-heading">
      <h2 id="legend-heading">Legend</h2>
      <ul>
        <li>
          <span className="swatch swatch--active" /> current state
        </li>
        <li>
          <span className="swatch swatch--initial" /> points at an initial state
        </li>
        <li>
          <span className="swatch swatch--final" /> final state
        </li>
        <li>
          <span className="swatch swatch--taken" /> transition just taken
        </li>
        <li>
          <span className="swatch swatch--available" /> can be clicked (simulation)
        </li>
        <li>
          <span className="swatch swatch--covered" /> covered by the QA paths
        </li>
        <li>
          <span className="swatch swatch--uncovered" /> not covered
        </li>
      </ul>
      <p className="hint">
        Labels read <code>event [condition]</code>: a call&apos;s answer with its server status, or
        a guard.
      </p>
    </section>
  );
}

function LogTable({ log, current }: { log: readonly LogEntry[]; current: MachineId }) {
  if (log.length === 0) return <p className="hint">No event yet.</p>;
  return (
    <table className="log" aria-label="Live event log">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Event</th>
          <th scope="col">From → to</th>
        </tr>
      </thead>
      <tbody>
        {[...log].reverse().map((entry) => (
          <tr
            key={entry.seq}
            data-testid="live-log-row"
            className={entry.machineId === current ? undefined : 'log__other'}
          >
            <td>
              {clock(entry.at)}
              <div className="log__session">
                {entry.machineId} · {shortSession(entry.session)}
              </div>
            </td>
            <td className="log__event">{entry.eventType ?? '(already open)'}</td>
            <td>
              {stateText(entry.from)} → <strong>{stateText(entry.to)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LivePanel({
  live,
  machineId,
  follow,
  onFollow,
}: {
  live: LiveState;
  machineId: MachineId;
  follow: boolean;
  onFollow: (follow: boolean) => void;
}) {
  const open = [...live.sessions.values()].filter((session) => !session.closed);
  const here = liveSessionOf(live, machineId);
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading">Live portal</h2>
      <p className="hint" data-testid="live-status">
        {open.length === 0
          ? 'No register screen open. Open the portal in another tab of this browser: this page follows it.'
          : here
            ? `Following ${machineId} (session ${shortSession(here.session)}): ${stateText(here.value)}`
            : `${String(open.length)} register screen(s) open on other machines: ${open.map((s) => s.machineId).join(', ')}.`}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={follow}
          onChange={(event) => {
            onFollow(event.target.checked);
          }}
        />
        Show the machine the portal runs
      </label>
      <h3>Event log</h3>
      <LogTable log={live.log} current={machineId} />
    </section>
  );
}

function SimulationPanel({
  graph,
  simulation,
  onStep,
  onBack,
  onReset,
}: {
  graph: MachineGraph;
  simulation: Simulation;
  onStep: (transition: ChartTransition) => void;
  onBack: () => void;
  onReset: () => void;
}) {
  const machine = entryOf(simulation.machineId).machine;
  const snapshot = simulation.history.at(-1);
  const available = snapshot ? availableTransitions(machine, graph, snapshot) : [];
  const keyOf = (id: string) => graph.states.find((state) => state.id === id)?.key ?? id;
  return (
    <section aria-labelledby="simulation-heading">
      <h2 id="simulation-heading">Simulation</h2>
      <p className="hint">
        A local copy of <strong>{simulation.machineId}</strong>: no call runs, nothing goes to the
        network. Click an event here or a blue label on the chart.
      </p>
      <p data-testid="simulation-state">
        State: <strong>{snapshot ? stateText(stateValueOf(snapshot)) : '?'}</strong>
        {snapshot?.status === 'done' ? ' (final)' : ''}
      </p>
      <div className="buttons">
        <button type="button" onClick={onBack} disabled={simulation.history.length < 2}>
          Back
        </button>
        <button type="button" onClick={onReset} disabled={simulation.history.length < 2}>
          Restart
        </button>
      </div>
      <h3>Available events</h3>
      {available.length === 0 ? (
        <p className="hint">None: a final state.</p>
      ) : (
        <ul className="events">
          {available.map((transition) => (
            <li key={transition.id}>
              <button
                type="button"
                className="event"
                data-transition-id={transition.id}
                onClick={() => {
                  onStep(transition);
                }}
              >
                {transition.label}
                <span className="event__target">
                  → {transition.targets.map(keyOf).join(', ') || 'stays'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>Steps</h3>
      {simulation.steps.length === 0 ? (
        <p className="hint">None yet.</p>
      ) : (
        <ol className="steps">
          {simulation.steps.map((step, i) => (
            <li key={i}>
              <span className="log__event">{step.label}</span>: {stateText(step.from)} →{' '}
              <strong>{stateText(step.to)}</strong>
              {step.taken.length === 0 ? ' (ignored: a guard said no)' : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CoveragePanel({
  coverage,
  graph,
  shown,
  onShow,
  onSelect,
}: {
  coverage: MachineCoverage | undefined;
  graph: MachineGraph;
  shown: boolean;
  onShow: (shown: boolean) => void;
  onSelect: (id: string) => void;
}) {
  const uncovered = graph.transitions.filter((transition) =>
    coverage?.uncovered.has(transition.id),
  );
  let status: string;
  if (!COVERAGE) {
    status = COVERAGE_UNREADABLE
      ? 'Coverage unknown: docs/paths/coverage.json has another shape than expected.'
      : 'Coverage unknown: docs/paths/coverage.json was not there when the inspector was built (npm run paths writes it).';
  } else if (!coverage) {
    status = `Coverage unknown: docs/paths/coverage.json does not list ${graph.id}.`;
  } else {
    const { states, transitions, paths } = coverage.entry;
    status = `States ${String(states.covered)}/${String(states.total)} · transitions ${String(transitions.covered)}/${String(transitions.total)} · ${String(paths)} paths`;
  }
  return (
    <section aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">Test coverage</h2>
      <p data-testid="coverage-status">{status}</p>
      {coverage ? (
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={shown}
              onChange={(event) => {
                onShow(event.target.checked);
              }}
            />
            Mark covered and uncovered transitions
          </label>
          {coverage.unknown.length ? (
            <p className="warning">
              The report names {coverage.unknown.length} transition(s) this machine does not have:
              it is older than the machine (run npm run paths).
            </p>
          ) : null}
          <h3>Not covered ({uncovered.length})</h3>
          {uncovered.length === 0 ? (
            <p className="hint">Every transition is covered.</p>
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

function TransitionDetails({
  transition,
  coverage,
}: {
  transition: ChartTransition;
  coverage: MachineCoverage | undefined;
}) {
  const rows: [string, string][] = [
    ['From', transition.source],
    ['Event', transition.eventType],
    ['Condition', describeCondition(transition)],
    ['Statuses', transition.statuses.join(', ') || '—'],
    ['To', transition.targets.join(', ') || 'stays'],
    ['Messages', transition.messages.map((m) => `${m.id} (${m.severity})`).join(', ') || '—'],
    ['Actions', transition.actions.join(', ') || '—'],
    [
      'Coverage',
      coverage ? (coverage.uncovered.has(transition.id) ? 'not covered' : 'covered') : 'unknown',
    ],
  ];
  return (
    <section aria-labelledby="transition-heading">
      <h2 id="transition-heading">Transition</h2>
      <p className="transition-label">{transition.label}</p>
      <dl className="details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="hint transition-id">{transition.id}</p>
    </section>
  );
}

export function InspectorApp() {
  const [start] = useState(readParams);
  const [machineId, setMachineId] = useState<MachineId>(start.machine);
  const [mode, setMode] = useState<Mode>(start.mode);
  const [follow, setFollow] = useState(true);
  const [showCoverage, setShowCoverage] = useState(true);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [storedSimulation, setSimulation] = useState<Simulation>(() =>
    freshSimulation(start.machine),
  );

  const choose = useCallback(
    (id: MachineId, nextMode: Mode = mode) => {
      setMachineId(id);
      setMode(nextMode);
      setSelected(undefined);
      writeParams(id, nextMode);
    },
    [mode],
  );

  const onPortalMessage = (message: PortalMessage) => {
    if (
      follow &&
      mode === 'live' &&
      message.kind === 'portal.state' &&
      message.machineId !== machineId &&
      isMachineId(message.machineId)
    ) {
      choose(message.machineId);
    }
  };
  const live = useLiveSessions(onPortalMessage);

  const entry = entryOf(machineId);
  const graph = graphOf(machineId);
  const coverage = useMemo(() => machineCoverage(COVERAGE, graph), [graph]);
  const simulation =
    storedSimulation.machineId === machineId ? storedSimulation : freshSimulation(machineId);
  const simulated = simulation.history.at(-1);

  const marks = useMemo((): ChartMarks => {
    const shownCoverage = showCoverage ? coverage : undefined;
    if (mode === 'simulate' && simulated) {
      return {
        active: new Set(activeStateIds(entry.machine, stateValueOf(simulated))),
        taken: new Set(simulation.steps.at(-1)?.taken ?? []),
        available: new Set(
          availableTransitions(entry.machine, graph, simulated).map((transition) => transition.id),
        ),
        coverage: shownCoverage,
        selected,
      };
    }
    const session = liveSessionOf(live, machineId);
    const last = session
      ? live.log.findLast((logged) => logged.session === session.session)
      : undefined;
    return {
      active: session ? new Set(activeStateIds(entry.machine, session.value)) : EMPTY,
      taken:
        last && session
          ? new Set(
              transitionsTaken(entry.machine, graph, last.from, last.to, last.eventType).map(
                (transition) => transition.id,
              ),
            )
          : EMPTY,
      available: undefined,
      coverage: shownCoverage,
      selected,
    };
  }, [
    mode,
    simulated,
    simulation,
    entry,
    graph,
    live,
    machineId,
    showCoverage,
    coverage,
    selected,
  ]);

  const step = useCallback(
    (transition: ChartTransition) => {
      const before = simulation.history.at(-1);
      const event = sampleEvent(transition);
      if (!before || !event) return;
      const after = stepSimulation(entry.machine, before, event);
      setSimulation({
        machineId,
        history: [...simulation.history, after],
        steps: [
          ...simulation.steps,
          {
            label: transition.label,
            from: stateValueOf(before),
            to: stateValueOf(after),
            taken: takenTransitionIds(entry.machine, before, event),
          },
        ],
      });
    },
    [simulation, entry, machineId],
  );

  const selectTransition = useCallback(
    (id: string) => {
      setSelected(id);
      if (mode !== 'simulate' || !marks.available?.has(id)) return;
      const transition = graph.transitions.find((candidate) => candidate.id === id);
      if (transition) step(transition);
    },
    [mode, marks, graph, step],
  );

  const selectedTransition = graph.transitions.find((transition) => transition.id === selected);
  const shownState =
    mode === 'simulate'
      ? simulated && stateText(stateValueOf(simulated))
      : (() => {
          const session = liveSessionOf(live, machineId);
          return session ? stateText(session.value) : undefined;
        })();

  return (
    <div className="inspector">
      <header className="top">
        <h1>State-chart inspector</h1>
        <p>
          Registration machines, drawn from their definitions. Offline: the live view listens to
          portal tabs in this browser only.
        </p>
      </header>
      <MachineList current={machineId} live={live} onChoose={choose} />
      <main className="chart-area" aria-labelledby="chart-heading">
        <div className="toolbar">
          <h2 id="chart-heading">
            {machineId}
            <span className="toolbar__title">{entry.title}</span>
          </h2>
          <fieldset className="modes">
            <legend>Highlight</legend>
            {(['live', 'simulate'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="mode"
                  value={option}
                  checked={mode === option}
                  onChange={() => {
                    choose(machineId, option);
                  }}
                />
                {option === 'live' ? 'Live portal' : 'Simulation'}
              </label>
            ))}
          </fieldset>
          <p className="toolbar__state" data-testid="current-state">
            {shownState === undefined ? 'No state to show' : `State: ${shownState}`}
          </p>
        </div>
        <div className="chart" data-testid="chart" data-machine-id={machineId}>
          <Suspense fallback={<p className="hint chart__wait">Laying out the chart…</p>}>
            <Chart
              key={machineId}
              machineId={machineId}
              marks={marks}
              onSelectTransition={selectTransition}
            />
          </Suspense>
        </div>
      </main>
      <aside className="panel" aria-label="Details">
        {mode === 'live' ? (
          <LivePanel live={live} machineId={machineId} follow={follow} onFollow={setFollow} />
        ) : (
          <SimulationPanel
            graph={graph}
            simulation={simulation}
            onStep={step}
            onBack={() => {
              setSimulation({
                machineId,
                history: simulation.history.slice(0, -1),
                steps: simulation.steps.slice(0, -1),
              });
            }}
            onReset={() => {
              setSimulation(freshSimulation(machineId));
            }}
          />
        )}
        {selectedTransition ? (
          <TransitionDetails transition={selectedTransition} coverage={coverage} />
        ) : null}
        <CoveragePanel
          coverage={coverage}
          graph={graph}
          shown={showCoverage}
          onShow={setShowCoverage}
          onSelect={setSelected}
        />
      </aside>
    </div>
  );
}
