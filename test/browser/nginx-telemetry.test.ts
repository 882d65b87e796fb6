import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollector, type CollectorApp } from '../../collector/app.ts';
import { prepareNginx } from '../../deploy/nginx/prepare.ts';
import { TELEMETRY_LIMIT } from '../../deploy/nginx/telemetry.ts';
import { nginxPath } from '../../scripts/nginx-path.mjs';
import { serverConfig } from '../../portal-config/config-script.ts';
import { allowListFromMachines } from '../../telemetry-contract/allow-list.ts';
import {
  CSP_REPORT_PATH,
  METRICS_PATH,
  TELEMETRY_PATH,
} from '../../telemetry-contract/beacon-contract.ts';
import { DIST, freePort, healthy } from './support/nginx/nginx-portal.ts';
import { sendRaw } from './support/nginx/raw-request.ts';

/*
 * `npm run serve:nginx -- --collector …`'s configuration on Debian's nginx: beacons and CSP
 * reports reach the collectors through it, spread over them, refused ones still refused, and a
 * burst from one address cut off by nginx's limit_req before the collectors spend anything.
 */

let nginx: ChildProcess | undefined;
let prefix: string;
let origin: string;
const collectors: CollectorApp[] = [];

beforeAll(async () => {
  const executable = nginxPath();
  if (!executable) throw new Error('nginx not found: run `node scripts/ensure-nginx.mjs`.');
  const allowList = allowListFromMachines();
  const addresses: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    // The collectors' own limit off: what is limited here is nginx's.
    const collector = buildCollector({ allowList, rateLimit: false });
    addresses.push(new URL(await collector.listen({ port: 0, host: '127.0.0.1' })).host);
    collectors.push(collector);
  }
  prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-telemetry-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${String(port)}`;
  const { args } = prepareNginx({
    dist: DIST,
    apiOrigin: 'http://127.0.0.1:9',
    served: serverConfig({ PORTAL_TELEMETRY_URL: TELEMETRY_PATH }),
    listen: `127.0.0.1:${String(port)}`,
    prefix,
    workers: 1,
    collectors: addresses,
  });
  nginx = spawn(executable, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  await healthy(origin, nginx, () => '(nginx wrote its errors above)');
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(collectors.map((collector) => collector.close()));
  rmSync(prefix, { recursive: true, force: true });
});

const SUBMIT = 'default.cpf.editing --cpf.submit[0]--> default.cpf.verifyingCaptcha';
const post = (path: string, body: unknown, type = 'text/plain;charset=UTF-8') =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: JSON.stringify(body),
  });

async function counted(pattern: RegExp): Promise<number> {
  let total = 0;
  for (const collector of collectors) {
    const text = (await collector.inject({ method: 'GET', url: METRICS_PATH })).body;
    total += Number(pattern.exec(text)?.[1] ?? 0);
  }
  return total;
}
const submits =
  /^portal_transitions_total\{machine="default",brand="default",from="cpf\.editing",event="cpf\.submit\[0\]"[^}]*\} (\d+)$/m;
const refusedByNginx = (reason: string) =>
  new RegExp(`^portal_telemetry_refused_total\\{by="nginx",reason="${reason}"\\} (\\d+)$`, 'm');

describe('nginx in front of the collectors', () => {
  it('passes beacons and CSP reports to the collectors, and their refusals back', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await post(TELEMETRY_PATH, { brand: 'default', counts: { [SUBMIT]: 1 } })).status,
      ).toBe(204);
    }
    expect((await post(TELEMETRY_PATH, { brand: 'default', counts: { x: 1 } })).status).toBe(400);
    const report = await post(
      CSP_REPORT_PATH,
      { 'csp-report': { 'effective-directive': 'script-src-elem' } },
      'application/csp-report',
    );
    expect(report.status).toBe(204);
    expect(await counted(submits)).toBe(4);
    expect(
      await counted(/^portal_csp_violations_total\{directive="script-src-elem"\} (\d+)$/m),
    ).toBe(1);
    // nginx spread the beacons over both: each collector counted some.
    for (const collector of collectors) {
      expect((await collector.inject({ method: 'GET', url: METRICS_PATH })).body).toMatch(submits);
    }
  });

  it('cuts a burst from one address off with 429 before it reaches a collector', async () => {
    const before = await counted(submits);
    const sent = TELEMETRY_LIMIT.burst * 2;
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: sent }, () =>
        post(TELEMETRY_PATH, { brand: 'default', counts: { [SUBMIT]: 1 } }),
      ),
    ).then((responses) => responses.map((response) => response.status));
    const accepted = statuses.filter((status) => status === 204).length;
    const limited = statuses.filter((status) => status === 429).length;
    expect(limited).toBeGreaterThan(0);
    expect(accepted + limited).toBe(sent);
    // The burst, and what the rate refilled while the posts went through (a busy machine is slow).
    const refilled = Math.ceil(
      ((performance.now() - started) / 1000) * TELEMETRY_LIMIT.ratePerSecond,
    );
    expect(accepted).toBeLessThanOrEqual(TELEMETRY_LIMIT.burst + 1 + refilled);
    expect(await counted(submits)).toBe(before + accepted);
    // Every one nginx refused is counted, by nginx's reason, in the collectors' metrics.
    expect(await counted(refusedByNginx('rate_limited'))).toBe(limited);
  });

  it('answers 413 to a body over 64 KiB and counts it as refused by nginx', async () => {
    // nginx reads the declared length before its rate limit: no 429 here after the burst above.
    const before = await counted(refusedByNginx('too_large'));
    const response = await fetch(`${origin}${TELEMETRY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: 'x'.repeat(65 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await counted(refusedByNginx('too_large'))).toBe(before + 1);
  });

  it('counts at most 10 violations of one report body, and limits reports per address', async () => {
    const { port } = new URL(origin);
    const report = (body: string, localAddress: string) =>
      sendRaw(
        Number(port),
        [
          `POST ${CSP_REPORT_PATH} HTTP/1.1`,
          'Host: portal.exemplo.invalid',
          'Content-Type: application/reports+json',
          `Content-Length: ${String(Buffer.byteLength(body))}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
        { localAddress },
      );
    const violations = /^portal_csp_violations_total\{directive="img-src"\} (\d+)$/m;
    // The forged body: 880 reports in 64 kB (docs/deploy.md: at most 10 count).
    const many = JSON.stringify(
      Array.from({ length: 880 }, () => ({
        type: 'csp-violation',
        body: { effectiveDirective: 'img-src' },
      })),
    );
    expect(Buffer.byteLength(many)).toBeLessThan(64 * 1024);
    const before = await counted(violations);
    expect((await report(many, '127.0.0.7')).status).toBe(204);
    expect(await counted(violations)).toBe(before + 10);

    // A flood of reports from one address meets the beacons' limit.
    const one = JSON.stringify([
      { type: 'csp-violation', body: { effectiveDirective: 'img-src' } },
    ]);
    const answers = await Promise.all(
      Array.from({ length: TELEMETRY_LIMIT.burst * 2 }, () => report(one, '127.0.0.8')),
    );
    const refused = answers.filter(({ status }) => status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
