import { inspectorTexts } from '../texts.ts';
import type { ModeLooks, TransitionLook } from '../chart/colour-modes.ts';

const t = inspectorTexts.legend;

/** A short line in a transition's look: its colour, its pattern and its width. */
function LineSwatch({ look }: { look: TransitionLook }) {
  return (
    <span
      className="swatch swatch--line"
      style={{
        borderTopColor: look.colour,
        borderTopStyle: look.pattern,
        borderTopWidth: Math.max(2, Math.round(look.width)),
      }}
    />
  );
}

/**
 * What each mark means, always in view above the chart: the current state and the transition just
 * taken (their own hue and shape), what can be clicked, then the colour mode's own entries.
 */
export function Legend({ looks }: { looks: ModeLooks | undefined }) {
  return (
    <section className="legend" aria-labelledby="legend-heading" data-testid="legend">
      <h2 id="legend-heading" className="legend__heading">
        {t.heading}
      </h2>
      <ul>
        <li>
          <span className="swatch swatch--active" /> {t.active}
        </li>
        <li>
          <span className="swatch swatch--taken" /> ▶ {t.taken}
        </li>
        <li>
          <span className="swatch swatch--available" /> {t.available}
        </li>
        <li>
          <span className="swatch swatch--initial" /> {t.initial}
        </li>
        <li>
          <span className="swatch swatch--final" /> {t.final}
        </li>
        {looks?.legend.map((entry) => (
          <li key={entry.text}>
            <LineSwatch look={entry.look} /> {entry.text}
          </li>
        ))}
      </ul>
      {looks?.scale ? (
        <div className="heat-legend" data-testid="heat-legend">
          <span
            className="heat-legend__bar"
            style={{
              background: `linear-gradient(to right, ${looks.scale.from}, ${looks.scale.to})`,
            }}
          />
          <span>{looks.scale.text}</span>
        </div>
      ) : null}
    </section>
  );
}
