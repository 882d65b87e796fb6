import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { qaCases } from '../../scripts/paths/qa-cases.ts';
import { featureOf } from '../../scripts/paths/qa-exports.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/**
 * `npm run qa:cucumber` on the exported Gherkin as QA and CI run it, against the built portal and
 * its sandbox: the smallest machine's scenarios all pass; a scenario that fails on purpose leaves
 * a JUnit file CI can read (the case id in each test's name, the failure naming what was missing)
 * and a screenshot with the page's text beside it; two runs at once on one sandbox do not touch
 * each other. The other machines run the same definitions (docs/qa-exports.md gives the whole
 * run's figures); a few scenarios keep the suite's time down.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const MACHINE = 'digital';

let server: PortalServer;
let folder: string;

beforeAll(async () => {
  server = await startPortalServer();
  folder = mkdtempSync(join(tmpdir(), 'qa-cucumber-'));
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

/**
 * The report as a CI's JUnit reader takes it: a strict XML parser (saxes, the one jsdom uses)
 * that throws on anything not well-formed, into a tree of elements.
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '', attributes: {}, children: [] };
  const open: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, children: [] };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  const [document] = root.children;
  if (!document || root.children.length !== 1) throw new Error('Not one root element.');
  return document;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run qa:cucumber -- --base-url <the portal> <args>`, in the run's one Chromium. */
function qaCucumber(args: readonly string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'scripts/qa-cucumber.ts'), '--base-url', server.origin, ...args],
      // In the scratch folder: a failure without a report file is saved in ./qa-cucumber-falhas.
      { cwd: folder, env: { ...process.env, QA_CHROMIUM_ENDPOINT: inject('chromiumEndpoint') } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

function exported(machine: 'digital' | 'default' | 'refi'): string {
  const file = join(folder, `${machine}.feature`);
  if (!existsSync(file)) writeFileSync(file, featureOf(machine));
  return file;
}

describe('npm run qa:cucumber', { timeout: 300_000 }, () => {
  it(`passes every exported scenario of ${MACHINE} against the portal and its sandbox`, async () => {
    const run = await qaCucumber([exported(MACHINE)]);
    const count = qaCases(MACHINE).length;
    expect(run.stdout, run.stderr).toContain(
      `${String(count)} scenarios (${String(count)} passed)`,
    );
    expect(run.code).toBe(0);
  });

  it('runs two features at once on one sandbox, each in its own sandbox run: both pass', async () => {
    // Wrong answers count per CPF and a reset forgets every token: without a run each, one run's
    // answers block the other's customer and its resets end the other's sessions (issue 37).
    const tags = ['--tags', '@status-INCORRECT_ANSWER or @status-TOKEN_ERROR'];
    const runs = await Promise.all([
      qaCucumber([...tags, exported('default')]),
      qaCucumber([...tags, exported('refi')]),
    ]);
    for (const run of runs) {
      expect(run.stdout, run.stderr).toMatch(/\d+ scenarios \((\d+) passed\)/);
      expect(run.stdout).not.toContain('failed');
      expect(run.code).toBe(0);
    }
  });

  it('refuses a selection with no scenario, in Portuguese', async () => {
    const run = await qaCucumber(['--tags', '@nenhuma-tag', exported(MACHINE)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Nenhum cenário selecionado por --tags '@nenhuma-tag'");
  });

  describe('a scenario that fails on purpose', () => {
    const [first] = qaCases(MACHINE);
    if (!first) throw new Error(`No case for ${MACHINE}.`);
    const reports = () => join(folder, 'relatorios');
    let run: Run;
    let junit: XmlElement;

    beforeAll(async () => {
      // Two scenarios of the first case: one expects a step the portal never shows, the other
      // clicks a button the screen does not have.
      const feature = featureOf(MACHINE);
      const [head = '', scenario = ''] = feature.split(/\n\n(?= {2}@)/);
      const wrongStep = scenario.replace(
        /(Então vejo a etapa )"[^"]*"/,
        '$1"Etapa que não existe"',
      );
      const missingButton = scenario
        .replace(`@${first.id}`, '@digital-0000000f')
        .replace(/clico em "[^"]*"/, 'clico em "BOTÃO AUSENTE"');
      const file = join(folder, 'falha.feature');
      writeFileSync(file, `${head}\n\n${wrongStep}\n\n${missingButton}\n`);
      run = await qaCucumber(['--format', `junit:${join(reports(), 'qa.xml')}`, file]);
      const xml = readFileSync(join(reports(), 'qa.xml'), 'utf8');
      junit = parseXml(xml);
    });

    it('exits 1 and names the missing control, the step and the screen', () => {
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        'Não encontrei o botão “BOTÃO AUSENTE” em 5 s no passo “preencho nome',
      );
      expect(run.stdout).toContain('Esperava a etapa “Etapa que não existe”');
    });

    it('writes a JUnit file a CI reads: well-formed, a testcase per scenario named by its case id', () => {
      expect(junit.name).toBe('testsuite');
      expect(junit.attributes['tests']).toBe('2');
      expect(junit.attributes['failures']).toBe('2');
      const cases = junit.children.filter(({ name }) => name === 'testcase');
      expect(cases.map(({ attributes }) => attributes['name']?.split(' ')[0])).toEqual([
        first.id,
        'digital-0000000f',
      ]);
      for (const { attributes, children } of cases) {
        expect(attributes['classname']).toBe(`Caminhos da máquina ${MACHINE}`);
        const failures = children.filter(({ name }) => name === 'failure');
        expect(failures).toHaveLength(1);
        expect(failures[0]?.attributes['message']).toMatch(/^(Esperava|Não encontrei) /);
      }
      // The action failed in seconds, not at cucumber's 30 s step timeout.
      expect(Number(cases[1]?.attributes['time'])).toBeLessThan(25);
    });

    it('saves a screenshot and the page text of each failure beside the report', () => {
      const screens = {
        [first.id]: 'Você está quase lá!',
        'digital-0000000f': 'Faça seu cadastro!',
      };
      for (const [id, heading] of Object.entries(screens)) {
        const png = readFileSync(join(reports(), `${id}.png`));
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect(readFileSync(join(reports(), `${id}.txt`), 'utf8')).toContain(heading);
      }
    });
  });
});
