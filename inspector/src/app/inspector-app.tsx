import { Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { MachineId } from '../../../machines/registry.ts';
import { fill } from '../../../content/fill.ts';
import { inspectorTexts, machineTitle } from '../texts.ts';
import { isMachineId } from '../catalogue.ts';
import { ChartView } from '../chart/chart-view.tsx';
import { COLOUR_MODES, colourModeOf } from '../chart/colour-modes.ts';
import { foldableSteps, type OpenSteps } from '../chart/fold.ts';
import { liveMarks, simulationMarks, type ChartMarks } from '../chart/marks.ts';
import { COVERAGE, COVERAGE_UNREADABLE } from '../coverage/coverage-data.ts';
import { machineCoverage } from '../coverage/coverage.ts';
import { PATH_HEAT } from '../coverage/path-heat-data.ts';
import { machineHeat } from '../coverage/path-heat.ts';
import { chartSvg } from '../export/chart-svg.ts';
import { download, svgToPng } from '../export/download.ts';
import { liveSessionOf, useLiveSessions } from '../live/live-sessions.ts';
import type { PortalMessage } from '../../../inspector-protocol/protocol.ts';
import { CoveragePanel, type CoverageSource } from '../panels/coverage-panel.tsx';
import { stateText } from '../panels/format.ts';
import { Legend } from '../panels/legend.tsx';
import { LivePanel } from '../panels/live-panel.tsx';
import { MachineList } from '../panels/machine-list.tsx';
import { SharePanel } from '../panels/share-panel.tsx';
import { FunnelPanel, TrafficControls } from '../panels/traffic-panel.tsx';
import { SimulationPanel } from '../panels/simulation-panel.tsx';
import { StateDetails, TransitionDetails } from '../panels/transition-details.tsx';
import {
  freshSimulation,
  replaySimulation,
  stepBack,
  stepWith,
  type Simulation,
} from '../simulation/simulation-history.ts';
import { availableTransitions, stateValueOf } from '../simulation/simulation.ts';
import { useTraffic } from '../traffic/use-traffic.ts';
import { BRAND_CHOICES } from './brands.ts';
import { entryOf, graphNamed, graphOf, layoutOf, openKey } from './machines.ts';
import { parseView, viewSearch, type Mode, type ViewState } from './url-state.ts';
import { WORDS } from './words.ts';

/**
 * The analysts' state-chart inspector: every machine's chart, where a live register screen is (in
 * another tab, or on another device through the development relay), what the QA paths cover, and
 * a local simulation. The view lives in the address, so a link reopens it. Offline: nothing here
 * fetches.
 */

const t = inspectorTexts;

function readView(): ViewState {
  return parseView(
    window.location.search,
    graphNamed,
    'default',
    BRAND_CHOICES.map(({ id }) => id),
  );
}

function simulationOf(view: ViewState): Simulation {
  const id = view.machine as MachineId;
  return replaySimulation(id, entryOf(id).machine, graphOf(id), view.path);
}

function Chart({
  machineId,
  open,
  marks,
  steps,
  label,
  onSelectTransition,
  onSelectState,
  onToggleStep,
}: {
  machineId: MachineId;
  open: OpenSteps;
  marks: ChartMarks;
  steps: ReadonlySet<string>;
  label: string;
  onSelectTransition: (id: string) => void;
  onSelectState: (id: string) => void;
  onToggleStep: (id: string) => void;
}) {
  const layout = use(layoutOf(machineId, open));
  return (
    <ChartView
      layout={layout}
      marks={marks}
      steps={steps}
      words={WORDS}
      label={label}
      overview={open === 'all'}
      onSelectTransition={onSelectTransition}
      onSelectState={onSelectState}
      onToggleStep={onToggleStep}
    />
  );
}

const COVERAGE_SOURCE: CoverageSource = COVERAGE
  ? 'found'
  : COVERAGE_UNREADABLE
    ? 'unreadable'
    : 'missing';

export function InspectorApp() {
  const [start] = useState(readView);
  const [view, setView] = useState<ViewState>(start);
  const [follow, setFollow] = useState(true);
  const [simulation, setSimulation] = useState<Simulation>(() => simulationOf(start));
  const machineId = view.machine as MachineId;
  const entry = entryOf(machineId);
  const graph = graphOf(machineId);

  // The address follows the view (replaceState: the back button leaves the inspector).
  const path =
    simulation.machineId === machineId ? simulation.steps.map((s) => s.transitionId) : [];
  const search = viewSearch({ ...view, path }, graph);
  useEffect(() => {
    if (window.location.search !== search) {
      window.history.replaceState(null, '', `${window.location.pathname}${search}`);
    }
  }, [search]);

  const choose = useCallback((id: MachineId, mode?: Mode) => {
    setView((current) => ({
      ...current,
      machine: id,
      mode: mode ?? current.mode,
      selectedTransition: undefined,
      selectedState: undefined,
      path: [],
      // Another machine opens folded, unless every step was open.
      open: id === current.machine || current.open === 'all' ? current.open : new Set<string>(),
    }));
    setSimulation((current) =>
      current.machineId === id ? current : freshSimulation(id, entryOf(id).machine),
    );
  }, []);

  const onPortalMessage = (message: PortalMessage) => {
    if (
      follow &&
      view.mode === 'live' &&
      message.kind === 'portal.state' &&
      message.machineId !== machineId &&
      isMachineId(message.machineId)
    ) {
      choose(message.machineId);
    }
  };
  const { live, relayConnected } = useLiveSessions(onPortalMessage);

  const coverage = useMemo(() => machineCoverage(COVERAGE, graph), [graph]);
  const heat = useMemo(() => machineHeat(PATH_HEAT, graph.id), [graph]);
  const trafficOn = view.colouring === 'traffic';
  const traffic = useTraffic(trafficOn, machineId, view.window, view.brand);
  const counts = traffic.status === 'ready' ? traffic.counts : undefined;
  const looks = useMemo(
    () => colourModeOf(view.colouring).looks({ coverage, heat, traffic: counts }),
    [view.colouring, coverage, heat, counts],
  );
  const brandChoice = BRAND_CHOICES.find(({ id }) => id === view.brand);
  const colours = useMemo(
    () => ({ looks, selected: view.selectedTransition, selectedState: view.selectedState }),
    [looks, view.selectedTransition, view.selectedState],
  );
  const steps = useMemo(() => new Set(foldableSteps(graph).map((step) => step.id)), [graph]);
  const toggleStep = useCallback(
    (id: string) => {
      setView((current) => {
        const open = new Set(current.open === 'all' ? steps : current.open);
        if (open.has(id)) open.delete(id);
        else open.add(id);
        return { ...current, open: open.size === steps.size ? 'all' : open };
      });
    },
    [steps],
  );
  const marks = useMemo(
    (): ChartMarks =>
      view.mode === 'simulate'
        ? simulationMarks(entry.machine, graph, simulation, colours)
        : liveMarks(machineId, entry.machine, graph, live, colours),
    [view.mode, entry, graph, simulation, colours, machineId, live],
  );

  const step = useCallback(
    (transitionId: string) => {
      const transition = graph.transitions.find((candidate) => candidate.id === transitionId);
      if (!transition) return;
      // Only from where the simulation is now: a click seen twice (label and line) steps once.
      setSimulation((current) => {
        const last = current.history.at(-1);
        const available = last ? availableTransitions(entry.machine, graph, last) : [];
        return available.some(({ id }) => id === transitionId)
          ? stepWith(current, entry.machine, transition)
          : current;
      });
    },
    [graph, entry],
  );

  const selectTransition = useCallback(
    (id: string) => {
      setView((current) => ({ ...current, selectedTransition: id, selectedState: undefined }));
      if (view.mode === 'simulate' && marks.available?.has(id)) step(id);
    },
    [view.mode, marks, step],
  );
  const selectState = useCallback((id: string) => {
    setView((current) => ({ ...current, selectedState: id, selectedTransition: undefined }));
  }, []);

  const title = machineTitle(machineId);
  const exportSvg = async () => chartSvg(await layoutOf(machineId, view.open), marks, title, WORDS);
  const allOpen = view.open === 'all' || view.open.size === steps.size;

  const selectedTransition = graph.transitions.find((tr) => tr.id === view.selectedTransition);
  const selectedState = graph.states.find((state) => state.id === view.selectedState);
  const simulated = simulation.history.at(-1);
  const liveSession = liveSessionOf(live, machineId);
  const shownState =
    view.mode === 'simulate'
      ? simulated && stateText(stateValueOf(simulated))
      : liveSession && stateText(liveSession.value);

  return (
    <div className={trafficOn ? 'inspector inspector--funnel' : 'inspector'}>
      <header className="top">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      <nav className="machines" aria-labelledby="machines-heading">
        <h2 id="machines-heading">{t.machines.heading}</h2>
        <MachineList current={machineId} live={live} onChoose={choose} />
      </nav>
      <main className="chart-area" aria-labelledby="chart-heading">
        <div className="toolbar">
          <h2 id="chart-heading" title={fill(t.chart.code, { code: machineId })}>
            {title}
          </h2>
          <fieldset className="modes">
            <legend>{t.chart.highlight}</legend>
            {(['live', 'simulate'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="mode"
                  value={option}
                  checked={view.mode === option}
                  onChange={() => {
                    choose(machineId, option);
                  }}
                />
                {t.chart.modes[option]}
              </label>
            ))}
          </fieldset>
          <fieldset className="modes">
            <legend>{t.chart.colour}</legend>
            {COLOUR_MODES.map((mode) => (
              <label key={mode.id}>
                <input
                  type="radio"
                  name="colour"
                  value={mode.id}
                  checked={view.colouring === mode.id}
                  onChange={() => {
                    setView((current) => ({ ...current, colouring: mode.id }));
                  }}
                />
                {mode.label}
              </label>
            ))}
          </fieldset>
          {trafficOn ? (
            <TrafficControls
              window={view.window}
              brand={view.brand}
              brands={BRAND_CHOICES}
              onWindow={(window) => {
                setView((current) => ({ ...current, window }));
              }}
              onBrand={(brand) => {
                setView((current) => ({ ...current, brand }));
              }}
            />
          ) : null}
          {steps.size ? (
            <div className="buttons" role="group" aria-label={t.chart.steps}>
              <button
                type="button"
                disabled={allOpen}
                onClick={() => {
                  setView((current) => ({ ...current, open: 'all' }));
                }}
              >
                {t.chart.openAll}
              </button>
              <button
                type="button"
                disabled={view.open !== 'all' && view.open.size === 0}
                onClick={() => {
                  setView((current) => ({ ...current, open: new Set<string>() }));
                }}
              >
                {t.chart.closeAll}
              </button>
            </div>
          ) : null}
          <p className="toolbar__state" data-testid="current-state">
            {shownState === undefined
              ? t.chart.noState
              : fill(t.chart.state, { state: shownState })}
          </p>
        </div>
        <Legend looks={looks} />
        <div className="chart" data-testid="chart" data-machine-id={machineId}>
          <Suspense fallback={<p className="hint chart__wait">{t.chart.wait}</p>}>
            <Chart
              key={`${machineId}|${openKey(view.open)}`}
              machineId={machineId}
              open={view.open}
              marks={marks}
              steps={steps}
              label={fill(t.chart.label, { machine: title })}
              onSelectTransition={selectTransition}
              onSelectState={selectState}
              onToggleStep={toggleStep}
            />
          </Suspense>
        </div>
      </main>
      <aside className="panel" aria-label={t.details}>
        {view.mode === 'live' ? (
          <LivePanel
            live={live}
            machineId={machineId}
            follow={follow}
            relayConnected={relayConnected}
            onFollow={setFollow}
          />
        ) : (
          <SimulationPanel
            machine={entry.machine}
            graph={graph}
            simulation={simulation}
            onStep={(transition) => {
              step(transition.id);
            }}
            onBack={() => {
              setSimulation(stepBack);
            }}
            onReset={() => {
              setSimulation(freshSimulation(machineId, entry.machine));
            }}
          />
        )}
        {selectedTransition ? (
          <TransitionDetails
            transition={selectedTransition}
            coverage={coverage}
            paths={heat?.get(selectedTransition.id)}
          />
        ) : null}
        {selectedState ? (
          <StateDetails
            state={selectedState}
            leaving={graph.transitions.filter((tr) => tr.source === selectedState.id)}
          />
        ) : null}
        <SharePanel
          onSvg={() => {
            void exportSvg().then((svg) => {
              download(`${machineId}.svg`, new Blob([svg], { type: 'image/svg+xml' }));
            });
          }}
          onPng={() => {
            void exportSvg()
              .then((svg) => svgToPng(svg))
              .then((png) => {
                download(`${machineId}.png`, png);
              });
          }}
        />
        <CoveragePanel
          source={COVERAGE_SOURCE}
          coverage={coverage}
          graph={graph}
          onSelect={selectTransition}
        />
        <p className="hint">
          {t.legend.hint} {t.chart.credit}
        </p>
      </aside>
      {trafficOn ? (
        // Below the chart, the page's whole width: the table needs it (issue 38).
        <div className="funnel-area">
          <FunnelPanel
            graph={graph}
            traffic={traffic}
            title={title}
            window={view.window}
            brandName={brandChoice?.name ?? t.traffic.allBrands}
            brandId={brandChoice?.id ?? ''}
          />
        </div>
      ) : null}
    </div>
  );
}
