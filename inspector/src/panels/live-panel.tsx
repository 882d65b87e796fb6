import type { MachineId } from '../../../machines/registry.ts';
import { fill } from '../../../content/fill.ts';
import { eventDescription, inspectorTexts, machineTitle } from '../texts.ts';
import { logCsv } from '../export/csv.ts';
import { download } from '../export/download.ts';
import { liveSessionOf, type LiveState, type LogEntry } from '../live/live-sessions.ts';
import { clock, shortSession, stateText } from './format.ts';

const t = inspectorTexts.live;

function LogTable({ log, current }: { log: readonly LogEntry[]; current: MachineId }) {
  if (log.length === 0) return <p className="hint">{t.noEvent}</p>;
  return (
    <table className="log" aria-label={t.logLabel}>
      <thead>
        <tr>
          <th scope="col">{t.columns.time}</th>
          <th scope="col">{t.columns.event}</th>
          <th scope="col">{t.columns.fromTo}</th>
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
              <span className="log__time">{clock(entry.at)}</span>
              <div className="log__session" title={entry.machineId}>
                {fill(t.session, { session: shortSession(entry.session) })}
              </div>
            </td>
            <td title={entry.eventType ?? undefined}>
              {entry.eventType === null ? t.alreadyOpen : eventDescription(entry.eventType)}
            </td>
            <td>
              {/* The screen's first state has no state before it: no "?" there. */}
              {entry.from === undefined ? null : <>{stateText(entry.from)} → </>}
              <strong>{stateText(entry.to)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function statusText(live: LiveState, machineId: MachineId): string {
  const open = [...live.sessions.values()].filter((session) => !session.closed);
  const here = liveSessionOf(live, machineId);
  if (open.length === 0) return t.none;
  if (here) {
    return fill(t.following, {
      machine: machineTitle(machineId),
      session: shortSession(here.session),
      state: stateText(here.value),
    });
  }
  return fill(t.elsewhere, {
    count: String(open.length),
    machines: open.map((session) => machineTitle(session.machineId)).join('; '),
  });
}

/** Where the live portals are, whether the relay is there, and the event log (exportable). */
export function LivePanel({
  live,
  machineId,
  follow,
  relayConnected,
  onFollow,
}: {
  live: LiveState;
  machineId: MachineId;
  follow: boolean;
  relayConnected: boolean;
  onFollow: (follow: boolean) => void;
}) {
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading">{t.heading}</h2>
      <p className="hint" data-testid="live-status">
        {statusText(live, machineId)}
      </p>
      <p className="hint" data-testid="relay-status">
        {relayConnected ? t.relay.connected : t.relay.off}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={follow}
          onChange={(event) => {
            onFollow(event.target.checked);
          }}
        />
        {t.follow}
      </label>
      <h3>{t.log}</h3>
      <div className="buttons">
        <button
          type="button"
          disabled={live.log.length === 0}
          onClick={() => {
            download(
              'registro-de-eventos.csv',
              new Blob([logCsv(live.log, t.csvHeader, shortSession)], {
                type: 'text/csv;charset=utf-8',
              }),
            );
          }}
        >
          {t.csv}
        </button>
      </div>
      <LogTable log={live.log} current={machineId} />
    </section>
  );
}
