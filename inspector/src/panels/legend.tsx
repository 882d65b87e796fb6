import { fill } from '../../../content/fill.ts';
import { inspectorTexts } from '../../../content/inspector.ts';
import { heatColour, type HeatScale } from '../chart/heat.ts';
import type { Colouring } from '../chart/marks.ts';

const t = inspectorTexts.legend;

/** What each colour means; the heat scale when the chart is coloured by paths crossing. */
export function Legend({
  colouring,
  scale,
}: {
  colouring: Colouring;
  scale: HeatScale | undefined;
}) {
  return (
    <section className="legend" aria-labelledby="legend-heading">
      <h2 id="legend-heading">{t.heading}</h2>
      <ul>
        <li>
          <span className="swatch swatch--active" /> {t.active}
        </li>
        <li>
          <span className="swatch swatch--initial" /> {t.initial}
        </li>
        <li>
          <span className="swatch swatch--final" /> {t.final}
        </li>
        <li>
          <span className="swatch swatch--taken" /> {t.taken}
        </li>
        <li>
          <span className="swatch swatch--available" /> {t.available}
        </li>
        {colouring === 'coverage' ? (
          <>
            <li>
              <span className="swatch swatch--covered" /> {t.covered}
            </li>
            <li>
              <span className="swatch swatch--uncovered" /> {t.uncovered}
            </li>
          </>
        ) : null}
      </ul>
      {colouring === 'heat' && scale ? (
        <div className="heat-legend" data-testid="heat-legend">
          <p>{t.heat}</p>
          <div
            className="heat-legend__bar"
            style={{
              background: `linear-gradient(to right, ${heatColour(scale.min, scale)}, ${heatColour(scale.max, scale)})`,
            }}
          />
          <p className="hint">
            {fill(t.heatScale, { min: String(scale.min), max: String(scale.max) })}
          </p>
        </div>
      ) : null}
      <p className="hint">{t.hint}</p>
    </section>
  );
}
