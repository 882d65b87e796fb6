import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { promtoolPath } from '../../../scripts/prometheus-path.mjs';

/*
 * The alerting rules as Prometheus itself reads them: Debian's promtool checks the rules file and
 * runs the unit tests written beside it (series in, alerts expected out). Every alert must have a
 * case where it fires and one where it stays silent, so a rule that can never fire, or always
 * fires, fails here.
 */

const FOLDER = 'deploy/prometheus';
const RULES = `${FOLDER}/portal-rules.yml`;
const TESTS = [`${FOLDER}/portal-rules.test.yml`, `${FOLDER}/portal-rules.conversion.test.yml`];
const run = promisify(execFile);

function promtool(): string {
  const path = promtoolPath();
  if (!path) throw new Error('No promtool: run `node scripts/ensure-prometheus.mjs`.');
  return path;
}

interface RulesFile {
  groups: { name: string; rules: { alert?: string; record?: string }[] }[];
}
interface TestsFile {
  tests: { alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[] }[];
}

const alertNames = (parse(readFileSync(RULES, 'utf8')) as RulesFile).groups.flatMap((group) =>
  group.rules.flatMap((rule) => (rule.alert ? [rule.alert] : [])),
);
const cases = TESTS.flatMap((file) =>
  (parse(readFileSync(file, 'utf8')) as TestsFile).tests.flatMap(
    (test) => test.alert_rule_test ?? [],
  ),
);

describe('Prometheus rules (deploy/prometheus)', () => {
  it('pass promtool check rules', async () => {
    const { stdout } = await run(promtool(), ['check', 'rules', RULES]);
    expect(stdout).toContain('SUCCESS');
  });

  it('pass their promtool unit tests', async () => {
    // promtool exits 1 on a failed case, printing the expected and the received alerts: keep
    // its output, so the assertion shows them.
    const result = await run(promtool(), ['test', 'rules', ...TESTS]).catch(
      (error: unknown) => error as { stdout?: string; stderr?: string },
    );
    expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).not.toContain('FAILED');
    expect(result.stdout?.match(/SUCCESS/g)).toHaveLength(TESTS.length);
  });

  it.each(alertNames)('%s has a unit test where it fires and one where it stays silent', (name) => {
    const own = cases.filter((test) => test.alertname === name);
    expect(own.some((test) => (test.exp_alerts ?? []).length > 0)).toBe(true);
    expect(own.some((test) => (test.exp_alerts ?? []).length === 0)).toBe(true);
  });

  it('name the alerts the portal documents', () => {
    expect(alertNames).toEqual([
      'PortalConversaoEmQueda',
      'PortalChamadaFalhando',
      'PortalInpLento',
      'PortalLcpLento',
      'PortalColetorForaDoAr',
      'PortalSemColetores',
    ]);
  });
});
