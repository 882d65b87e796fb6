import { useState } from 'react';
import { inspectorTexts } from '../texts.ts';

const t = inspectorTexts.share;

/** Copy the link of this view; download the chart as SVG or PNG. */
export function SharePanel({ onSvg, onPng }: { onSvg: () => void; onPng: () => void }) {
  const [copied, setCopied] = useState<string | undefined>(undefined);
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading">{t.heading}</h2>
      <p className="hint">{t.hint}</p>
      <div className="buttons">
        <button
          type="button"
          onClick={() => {
            navigator.clipboard.writeText(window.location.href).then(
              () => {
                setCopied(t.copied);
              },
              () => {
                setCopied(t.copyFailed);
              },
            );
          }}
        >
          {t.copy}
        </button>
        <button type="button" onClick={onSvg}>
          {t.svg}
        </button>
        <button type="button" onClick={onPng}>
          {t.png}
        </button>
      </div>
      {copied ? (
        <p className="hint" role="status">
          {copied}
        </p>
      ) : null}
    </section>
  );
}
