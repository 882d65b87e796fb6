import type { MachineId } from '../../../machines/registry.ts';
import { fill } from '../../../content/fill.ts';
import { inspectorTexts, machineTitle } from '../texts.ts';
import { MACHINE_ENTRIES } from '../catalogue.ts';
import { liveSessionOf, type LiveState } from '../live/live-sessions.ts';

const t = inspectorTexts.machines;

/** The machines, with who runs each and a mark on those a live portal runs now. */
export function MachineList({
  current,
  live,
  onChoose,
}: {
  current: MachineId;
  live: LiveState;
  onChoose: (id: MachineId) => void;
}) {
  return (
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
              <span className="machine__id" title={entry.id}>
                {machineTitle(entry.id)}
                {session ? <span className="machine__live">{t.live}</span> : null}
              </span>
              <span className="machine__meta">/portal{entry.paths.join(', /portal')}</span>
              <span className="machine__meta">
                {fill(t.brands, { brands: entry.brands.join(', ') })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
