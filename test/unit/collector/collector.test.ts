import { afterEach, describe, expect, it } from 'vitest';
import { buildCollector, type CollectorApp } from '../../../collector/app.ts';
import { allowListFromMachines } from '../../../telemetry-contract/allow-list.ts';
import {
  CSP_REPORT_PATH,
  MAX_BEACON_BYTES,
  METRICS_PATH,
  REFUSAL_PATH,
  TELEMETRY_PATH,
} from '../../../telemetry-contract/beacon-contract.ts';

const allowList = allowListFromMachines();
const SUBMIT = 'default.cpf.editing --cpf.submit[0]--> default.cpf.verifyingCaptcha';
const BLOCKED =
  'default.cpf.requestingToken --xstate.done.actor.requestToken[4]--> default.cpf.editing';

let app: CollectorApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function collector(options: Partial<Parameters<typeof buildCollector>[0]> = {}) {
  app = buildCollector({ allowList, ...options });
  return app;
}

function post(target: CollectorApp, body: unknown, contentType = 'text/plain;charset=UTF-8') {
  return target.inject({
    method: 'POST',
    url: TELEMETRY_PATH,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function metricsText(target: CollectorApp, path = METRICS_PATH) {
  const response = await target.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The transition series of a metrics text, without their values. */
function seriesOf(text: string): string[] {
  return [...text.matchAll(/^(portal_transitions_total\{[^}]*\}) \d+$/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The transition series above 0. */
function countedTransitions(text: string): string[] {
  return [...text.matchAll(/^(portal_transitions_total\{[^}]*\}) (\d+)$/gm)]
    .filter((match) => match[2] !== '0')
    .map((match) => match[1] ?? '');
}

describe('the collector', () => {
  it('counts a beacon by machine, brand, source, event and target, as sendBeacon posts it', async () => {
    const target = collector();
    const response = await post(target, { brand: 'default', counts: { [SUBMIT]: 2 } });
    expect(response.statusCode).toBe(204);
    await post(
      target,
      { brand: 'default', counts: { [SUBMIT]: 1, [BLOCKED]: 1 } },
      'application/json',
    );
    const text = await metricsText(target);
    expect(text).toContain(
      'portal_transitions_total{machine="default",brand="default",from="cpf.editing",event="cpf.submit[0]",to="cpf.verifyingCaptcha"} 3',
    );
    expect(text).toContain(
      'portal_transitions_total{machine="default",brand="default",from="cpf.requestingToken",event="xstate.done.actor.requestToken[4]",to="cpf.editing"} 1',
    );
  });

  it.each([
    [
      'an unknown transition id',
      { brand: 'default', counts: { 'default.cpf.editing --x[0]--> default.done': 1 } },
    ],
    ['an unknown brand', { brand: 'acme', counts: { [SUBMIT]: 1 } }],
    ['an extra field', { brand: 'default', counts: { [SUBMIT]: 1 }, visitor: 'abc' }],
    ['a CPF where a count goes', { brand: 'default', counts: { [SUBMIT]: '000.000.001-91' } }],
    ['a count of 0', { brand: 'default', counts: { [SUBMIT]: 0 } }],
    ['a fractional count', { brand: 'default', counts: { [SUBMIT]: 1.5 } }],
    ['no counts', { brand: 'default', counts: {} }],
    ['no brand', { counts: { [SUBMIT]: 1 } }],
    ['a list', [{ brand: 'default', counts: { [SUBMIT]: 1 } }]],
    ['text that is not JSON', 'brand=default'],
  ])('refuses %s with 400 and counts nothing', async (_case, body) => {
    const target = collector();
    const response = await post(target, body);
    expect(response.statusCode).toBe(400);
    const text = await metricsText(target);
    expect(countedTransitions(text)).toEqual([]);
    expect(text).toMatch(/^portal_telemetry_refused_total\{by="collector",reason="invalid"\} 1$/m);
  });

  it(`refuses a body over ${String(MAX_BEACON_BYTES)} bytes with 413, as nginx past its own limit`, async () => {
    const target = collector();
    const padding = ' '.repeat(MAX_BEACON_BYTES);
    const response = await post(target, `{"brand":"default",${padding}"counts":{"${SUBMIT}":1}}`);
    expect(response.statusCode).toBe(413);
    expect(await metricsText(target)).toMatch(/by="collector",reason="too_large"\} 1$/m);
  });

  it("refuses a transition of a machine the brand's pages do not run, and adds no series", async () => {
    const target = collector();
    const before = seriesOf(await metricsText(target));
    const blocksStart = allowList.transitions.find(({ machine }) => machine === 'blocks')?.id ?? '';
    // The default brand runs the default machine and the digital sign-up, never blocks'.
    const response = await post(target, {
      brand: 'default',
      counts: { [SUBMIT]: 1, [blocksStart]: 1 },
    });
    expect(response.statusCode).toBe(400);
    const text = await metricsText(target);
    expect(seriesOf(text)).toEqual(before);
    expect(countedTransitions(text)).toEqual([]);
    expect(text).toMatch(/^portal_telemetry_refused_total\{by="collector",reason="invalid"\} 1$/m);
    // The same transition under its own brand is counted.
    expect((await post(target, { brand: 'blocks', counts: { [blocksStart]: 1 } })).statusCode).toBe(
      204,
    );
  });

  it('has every series it may ever have from its start, at 0: 355, each brand with its own machines', async () => {
    const text = await metricsText(collector());
    const series = seriesOf(text);
    // docs/analytics.md: 355 series (default and the four refi brands with the digital sign-up,
    // blocks and meu-financiamento each alone).
    expect(series).toHaveLength(355);
    expect(new Set(series).size).toBe(355);
    expect(countedTransitions(text)).toEqual([]);
    const brandsOfMachine = (machine: string) =>
      [
        ...new Set(
          series
            .filter((line) => line.includes(`machine="${machine}"`))
            .map((line) => /brand="([^"]+)"/.exec(line)?.[1]),
        ),
      ].sort();
    expect(brandsOfMachine('blocks')).toEqual(['blocks']);
    expect(brandsOfMachine('digital')).toEqual([
      'beblue',
      'default',
      'pagbem',
      'portocred',
      'refi-digital',
    ]);
    expect(text).toMatch(/^portal_telemetry_refused_total\{by="nginx",reason="rate_limited"\} 0$/m);
    expect(text).toMatch(/^portal_csp_violations_total\{directive="script-src"\} 0$/m);
  });

  it('counts what nginx refused itself when nginx reports it, and nothing else there', async () => {
    const target = collector();
    const refused = (reason: string) =>
      target.inject({ method: 'GET', url: `${REFUSAL_PATH}/${reason}` });
    expect((await refused('rate_limited')).statusCode).toBe(204);
    expect((await refused('rate_limited')).statusCode).toBe(204);
    expect((await refused('too_large')).statusCode).toBe(204);
    expect((await refused('made_up')).statusCode).toBe(404);
    const text = await metricsText(target);
    expect(text).toMatch(/^portal_telemetry_refused_total\{by="nginx",reason="rate_limited"\} 2$/m);
    expect(text).toMatch(/^portal_telemetry_refused_total\{by="nginx",reason="too_large"\} 1$/m);
    expect(text).not.toContain('made_up');
  });

  it('limits beacons per client address (429), and counts each address apart', async () => {
    const target = collector({ rateLimit: { max: 2, windowMs: 60_000 } });
    const from = (remoteAddress: string) =>
      target.inject({
        method: 'POST',
        url: TELEMETRY_PATH,
        remoteAddress,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ brand: 'default', counts: { [SUBMIT]: 1 } }),
      });
    expect((await from('192.0.2.1')).statusCode).toBe(204);
    expect((await from('192.0.2.1')).statusCode).toBe(204);
    expect((await from('192.0.2.1')).statusCode).toBe(429);
    expect((await from('192.0.2.2')).statusCode).toBe(204);
    expect(await metricsText(target)).toMatch(
      /event="cpf.submit\[0\]",to="cpf.verifyingCaptcha"\} 3$/m,
    );
  });

  it('counts CSP reports of both standard formats by directive, and nothing of their URLs', async () => {
    const target = collector();
    const report = (contentType: string, body: unknown) =>
      target.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': contentType },
        payload: JSON.stringify(body),
      });
    const legacy = await report('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://portal.example/portal/cadastro?cpf=00000000191',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    });
    expect(legacy.statusCode).toBe(204);
    const reporting = await report('application/reports+json', [
      {
        type: 'csp-violation',
        age: 3,
        url: 'https://portal.example/',
        body: { effectiveDirective: 'style-src-elem' },
      },
      {
        type: 'csp-violation',
        age: 3,
        url: 'https://portal.example/',
        body: { effectiveDirective: 'made-up-src' },
      },
      { type: 'deprecation', age: 3, url: 'https://portal.example/', body: {} },
    ]);
    expect(reporting.statusCode).toBe(204);
    expect((await report('application/csp-report', { hello: 1 })).statusCode).toBe(400);
    const text = await metricsText(target);
    expect(text).toMatch(/^portal_csp_violations_total\{directive="script-src-elem"\} 1$/m);
    expect(text).toMatch(/^portal_csp_violations_total\{directive="style-src-elem"\} 1$/m);
    expect(text).toMatch(/^portal_csp_violations_total\{directive="other"\} 1$/m);
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('00000000191');
  });

  it('answers the metrics at /metrics only when asked to (the standalone collector)', async () => {
    expect((await collector().inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await app?.close();
    const standalone = collector({ metricsAtRoot: true });
    expect(await metricsText(standalone, '/metrics')).toContain(
      '# TYPE portal_transitions_total counter',
    );
  });

  it('keeps its counts apart from another collector in the same process', async () => {
    const first = collector();
    const second = buildCollector({ allowList });
    try {
      await post(first, { brand: 'default', counts: { [SUBMIT]: 1 } });
      expect(countedTransitions(await metricsText(first))).toHaveLength(1);
      expect(countedTransitions(await metricsText(second))).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
