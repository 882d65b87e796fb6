import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import {
  readManifest,
  staticClosure,
  type Manifest,
  type ManifestChunk,
} from '../../scripts/bench/bundle-sizes.ts';
import {
  foreignRequests,
  scriptsUntilDrawn,
  untilInteractive,
} from '../../scripts/bench/first-paint.ts';
import { REGISTER_BUDGET_GZIP } from '../../scripts/bench/report.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/*
 * The issue's budget (issue 17): the JavaScript the register screen loads before it is
 * interactive at most 183 KB gzip, counted here as exact bytes (gzip level 9 of each script body
 * the browser received, 1 KB = 1000 bytes, the stricter reading), and the parts customers of that
 * screen do not need in chunks of their own. The screen is drawn from the prerendered HTML before
 * any script runs, so what counts is what arrives until the app has hydrated and its button works
 * (`window.__portalReady`). The static pages' texts are checked apart, in bundles.test.ts.
 */

const DIST = resolve(import.meta.dirname, '../../dist');

/** Code that must stay out of what the register screen loads until interactive, by its first module. */
const LAZY_PARTS = {
  'help centre page': 'src/pages/help-centre/help-centre-page.tsx',
  'terms page': 'src/pages/terms/terms-page.tsx',
  'privacy page': 'src/pages/privacy/privacy-page.tsx',
  'digital sign-up page': 'src/app/digital-sign-up-page.tsx',
  'non-customer form': 'src/views/non-client/non-client-view.tsx',
  'fingerprint library': 'node_modules/@fingerprintjs/fingerprintjs/dist/fp.esm.js',
  'session-recording loader': 'src/adapters/session-recording/load-session-recording.ts',
  'notices layer (notistack)': 'src/views/notices/notice-layer.tsx',
  'reCAPTCHA adapter': 'src/adapters/captcha/recaptcha-captcha.ts',
  'animated busy bar': 'node_modules/@mui/material/LinearProgress/index.mjs',
  // Loaded with the first transition, which only the customer's first action causes.
  'transition beacon': 'src/telemetry/transition-beacon.ts',
} as const;

let server: PortalServer;
let browser: Chromium;
let page: Page;
let manifest: Manifest;

beforeAll(async () => {
  manifest = readManifest(DIST);
  // With the transition telemetry on: its part in the bundle counts, and its beacon must wait.
  server = await startPortalServer({ telemetry: true });
  browser = await launchChromium(PHONE);
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const fileOf = (url: string) => new URL(url).pathname.replace(/^\/portal\//, '');
const closureFiles = (entry: string) =>
  staticClosure(manifest, entry)
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'));

function lazyChunk(source: string): ManifestChunk {
  const chunk = Object.values(manifest).find((candidate) => candidate.src === source);
  if (!chunk) throw new Error(`No chunk starts from ${source}.`);
  return chunk;
}

/** The scripts loaded from opening the register screen until it is interactive. */
async function openRegisterScreen() {
  return scriptsUntilDrawn(page, server.portalUrl('/cadastro'), untilInteractive);
}

/**
 * The build's static closure of index.html, and the deployment's configuration script the page
 * loads first (`/portal/config.js`, written by the server, not the build: decision 017).
 */
function registerScreenScripts(): string[] {
  return [...closureFiles('index.html'), 'config.js'].sort();
}

describe('the register screen’s JavaScript before it is interactive', () => {
  it(`is at most ${REGISTER_BUDGET_GZIP / 1000} KB gzip, counted on what the browser loads`, async () => {
    const scripts = await openRegisterScreen();
    const gzip = scripts.map(({ body }) => gzipSync(body, { level: 9 }).length);
    const total = gzip.reduce((sum, size) => sum + size, 0);
    // The count sees real code: React alone is about 60 KB gzip.
    expect(total).toBeGreaterThan(60_000);
    expect(total).toBeLessThanOrEqual(REGISTER_BUDGET_GZIP);
  });

  it('is the entry and its static imports in the build manifest, nothing more', async () => {
    const scripts = await openRegisterScreen();
    const loaded = scripts.map(({ url }) => fileOf(url)).sort();
    expect(loaded).toEqual(registerScreenScripts());
  });

  it('stays the same until the customer acts: no lazily loaded part arrives by itself', async () => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(fileOf(request.url()));
    });
    await page.goto(server.portalUrl('/cadastro'));
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('request');
    expect(loaded.sort()).toEqual(registerScreenScripts());
  });
});

/**
 * The start-up code split where its top-level awaits stand: bundled, the modules' awaits stand at
 * the top level of the chunk that holds them, in evaluation order. One list per script.
 */
function startUpParts(): string[][] {
  return closureFiles('index.html').map((file) => {
    const code = readFileSync(resolve(DIST, file), 'utf8');
    const { program, errors } = parseSync(file, code);
    if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message ?? ''}`);
    // A minifier may join a statement and the await after it into one sequence (`a(), await b()`):
    // the task still ends at the await, so each top-level await counts where it stands.
    const awaits = program.body.flatMap((statement) => {
      if (statement.type !== 'ExpressionStatement') return [];
      const { expression } = statement;
      const terms =
        expression.type === 'SequenceExpression' ? expression.expressions : [expression];
      return terms.filter((term) => term.type === 'AwaitExpression').map((term) => term.start);
    });
    return [0, ...awaits].map((start, i) => code.slice(start, awaits[i] ?? code.length));
  });
}

describe('the register screen’s start-up code', () => {
  it('is evaluated in three tasks: React, then the style stack, then the app', () => {
    const split = startUpParts().filter((parts) => parts.length > 1);
    expect(split).toHaveLength(1);
    const parts = split[0] ?? [];
    expect(parts).toHaveLength(3);
    // Strings each library keeps in production: React DOM's hook for its developer tools, the
    // attribute Emotion marks its style elements with, the portal's own CPF heading.
    const where = (marker: string) => parts.map((part) => part.includes(marker));
    expect(where('__REACT_DEVTOOLS_GLOBAL_HOOK__')).toEqual([true, false, false]);
    expect(where('data-emotion')).toEqual([false, true, false]);
    expect(where(texts.cpf.heading)).toEqual([false, false, true]);
  });
});

describe('parts in chunks of their own', () => {
  const untilReady = () => closureFiles('index.html');

  it.each(Object.entries(LAZY_PARTS))(
    'the %s is outside what loads until interactive',
    (_name, source) => {
      const chunk = lazyChunk(source);
      expect(chunk.isDynamicEntry === true || chunk.isEntry === true).toBe(true);
      expect(untilReady()).not.toContain(chunk.file);
    },
  );

  it.each([
    ['help centre page', '/central-de-ajuda'],
    ['non-customer form', '/cadastro-refi-digital'],
  ] as const)('the %s loads when its route opens', async (name, path) => {
    // The pages are drawn from HTML: their code is what makes them interactive.
    const scripts = await scriptsUntilDrawn(page, server.portalUrl(path), untilInteractive);
    expect(scripts.map(({ url }) => fileOf(url))).toContain(lazyChunk(LAZY_PARTS[name]).file);
  });
});

describe('fonts and other hosts', () => {
  it('asks no host but its own while the register screen loads: system fonts, no font host', async () => {
    const foreign = await foreignRequests(page, server.origin, async () => {
      await page.goto(server.portalUrl('/cadastro'));
      await untilInteractive(page);
      await page.waitForLoadState('networkidle');
    });
    expect(foreign).toEqual([]);
    const fontFamily = await page
      .getByRole('heading', { name: texts.cpf.heading })
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(fontFamily.startsWith('system-ui')).toBe(true);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)),
    );
    expect(fontFiles).toEqual([]);
  });
});
