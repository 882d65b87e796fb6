import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`, dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FileSizes extends Sizes {
  /** Path inside dist/, e.g. assets/index-C427B9-Z.js */
  file: string;
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: build with build.manifest enabled.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Gzip at level 9 and brotli at quality 11: what a static host pre-compresses with. */
export function sizesOf(body: Buffer | string): Sizes {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

export function sum(sizes: readonly Sizes[]): Sizes {
  return sizes.reduce(
    (total, s) => ({
      raw: total.raw + s.raw,
      gzip: total.gzip + s.gzip,
      brotli: total.brotli + s.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * The manifest keys of the chunks an entry loads before it runs: the entry and, transitively,
 * its static imports (Vite preloads these with `<link rel="modulepreload">`). Dynamic imports are
 * left out: they load when the code asks for them.
 */
export function staticClosure(manifest: Manifest, entryKey: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen];
}

/** The JavaScript files of a static closure, with their exact compressed sizes. */
export function initialScripts(dist: string, manifest: Manifest, entryKey: string): FileSizes[] {
  return staticClosure(manifest, entryKey)
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, ...sizesOf(readFileSync(join(dist, file))) }));
}

/** The manifest key of the chunk whose source module is `source` (e.g. src/pages/terms/terms-page.tsx). */
export function chunkOfSource(manifest: Manifest, source: string): ManifestChunk | undefined {
  return Object.values(manifest).find((chunk) => chunk.src === source);
}

/** The package a source path belongs to: `react-dom`, `@mui/material`, or `(app) src/views`. */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  const local = /(?:^|\/)(src|machines|content)\/([^/]+)/.exec(source);
  if (local) return `(app) ${local[1] ?? ''}/${local[2] ?? ''}`;
  return '(other)';
}

/**
 * Bytes of a minified chunk attributed to packages through its source map: each generated
 * character goes to the source of the mapping segment it falls in. Gzip of a package's share is
 * measured on its slices alone, so shares add up to a little more than the chunk's gzip.
 */
export function attributeByPackage(dist: string, file: string): Map<string, string> {
  const mapPath = join(dist, `${file}.map`);
  const shares = new Map<string, string>();
  if (!existsSync(mapPath)) return shares;
  const code = readFileSync(join(dist, file), 'utf8');
  const map = new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')) as never);
  const lines = code.split('\n');
  lines.forEach((line, lineIndex) => {
    let runStart = 0;
    let runOwner = '(unmapped)';
    const flush = (end: number) => {
      if (end > runStart)
        shares.set(runOwner, (shares.get(runOwner) ?? '') + line.slice(runStart, end));
    };
    for (let column = 0; column < line.length; column += 1) {
      const entry = map.findEntry(lineIndex, column) as { originalSource?: string };
      const owner = entry.originalSource ? packageOf(entry.originalSource) : '(unmapped)';
      if (owner !== runOwner) {
        flush(column);
        runStart = column;
        runOwner = owner;
      }
    }
    flush(line.length);
    shares.set(runOwner, (shares.get(runOwner) ?? '') + '\n');
  });
  return shares;
}
