import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectorTexts } from '../../inspector/src/texts.ts';

/**
 * The customers' build carries none of the analysts' inspector (docs/decisions/044): neither its
 * page nor its code nor its packages, only the small live feed. Read from the two builds
 * themselves (`vite build`, `vite build --config inspector/vite.config.ts`), so the same markers
 * are shown to be found in the inspector's own build: the check can fail.
 */

const PORTAL_DIST = resolve(import.meta.dirname, '../../dist');
const INSPECTOR_DIST = resolve(import.meta.dirname, '../../inspector/dist');

/** Text each part of the inspector leaves in a bundle, by what it comes from. */
const MARKERS = {
  '@xyflow/react (the chart)': 'react-flow__',
  'elkjs (the layout)': 'org.eclipse.elk',
  '@statelyai/inspect': 'stately.ai/inspect',
  'the inspector’s page': inspectorTexts.title,
  // The dev-only address of the Stately connector (src/inspector-feed/stately-dev.ts).
  'the inspector’s folder': 'inspector/src/',
} as const;

/**
 * Where each marker is shown to exist: the inspector's build, or for what only development loads
 * (Stately's hosted inspector, through the dev server), the source that carries it.
 */
const SHOWN_IN: Partial<Record<keyof typeof MARKERS, string>> = {
  '@statelyai/inspect': resolve(
    import.meta.dirname,
    '../../node_modules/@statelyai/inspect/dist/index.mjs',
  ),
  'the inspector’s folder': resolve(import.meta.dirname, '../../src/inspector-feed/stately-dev.ts'),
};

function scriptsIn(dist: string): Map<string, string> {
  const assets = join(dist, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(assets, file), 'utf8')]),
  );
}

function found(scripts: Map<string, string>): string[] {
  return Object.entries(MARKERS).flatMap(([part, marker]) =>
    [...scripts].filter(([, body]) => body.includes(marker)).map(([file]) => `${part} in ${file}`),
  );
}

describe('the customers’ build and the inspector’s', () => {
  it('has no inspector page under /portal/inspector/', () => {
    expect(existsSync(join(PORTAL_DIST, 'index.html'))).toBe(true);
    expect(existsSync(join(PORTAL_DIST, 'inspector'))).toBe(false);
    const pages = readdirSync(PORTAL_DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    for (const page of pages) {
      expect(readFileSync(join(PORTAL_DIST, page), 'utf8'), page).not.toContain(
        inspectorTexts.title,
      );
    }
  });

  it('carries none of the inspector’s code or packages in any chunk, which its own build has', () => {
    const portal = scriptsIn(PORTAL_DIST);
    expect(portal.size).toBeGreaterThan(0);
    expect(found(portal)).toEqual([]);

    const inspector = found(scriptsIn(INSPECTOR_DIST));
    for (const [part, marker] of Object.entries(MARKERS)) {
      const source = SHOWN_IN[part as keyof typeof MARKERS];
      if (source) expect(readFileSync(source, 'utf8'), part).toContain(marker);
      else
        expect(
          inspector.some((line) => line.startsWith(part)),
          part,
        ).toBe(true);
    }
  });
});
