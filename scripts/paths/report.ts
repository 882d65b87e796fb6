import { resolve } from 'node:path';
import * as prettier from 'prettier';
import type { MachineId } from '../../machines/registry.ts';
import {
  browserCoveringSet,
  browserTransitions,
  realisationPt,
  type BrowserPlan,
} from '../../paths/browser-plan.ts';
import { coverageOf, replayPath, type Coverage } from '../../paths/coverage.ts';
import { pathTitlePt, startPt, stepLinePt, stepsPt } from '../../paths/labels-pt.ts';
import { MACHINE_IDS, machinePaths, pathModel } from '../../paths/models.ts';
import { twinsOf, walkedHere } from '../../paths/twins.ts';
import { machineToGraph } from '../../machine-graph/index.ts';

/**
 * The QA path report: per machine, coverage of states and transitions by the generated paths,
 * the paths in Portuguese (`docs/paths/<machine>.md`) and `docs/paths/coverage.json`, which other
 * tools (the inspector) read. `scripts/paths/main.ts` prints and writes it; the stale-docs test
 * regenerates it in memory and compares.
 */

export const DOCS_DIR = resolve(import.meta.dirname, '../../docs/paths');
export const COVERAGE_FILE = 'coverage.json';
/** Written by hand, not by the report. */
export const HAND_WRITTEN = ['README.md'];

export interface MachineReport {
  id: MachineId;
  coverage: Coverage;
  /**
   * The browser-level covering set and the transitions it takes; of its walks, those this machine
   * walks (fewer where it shares them with its twins).
   */
  browser: {
    paths: number;
    transitions: number;
    /** How many of the walks each machine of the flow walks, this one first. */
    walkedBy: { id: MachineId; walks: number }[];
    /** Walks more than one twin walks (each twin must reach every one of its states). */
    walkedTwice: number;
  };
}

/** The shape of docs/paths/coverage.json. */
export interface CoverageJson {
  machines: {
    id: MachineId;
    states: { covered: number; total: number };
    transitions: { covered: number; total: number };
    paths: number;
    /** Ids of the state nodes and transitions no path takes. */
    uncovered: string[];
  }[];
}

/** Who walks the flow's browser walks: this machine, then its twins (decision 028). */
function walkShares(id: MachineId): Pick<MachineReport['browser'], 'walkedBy' | 'walkedTwice'> {
  const walks = browserCoveringSet(id).map(({ path }) => path);
  const machines = [id, ...twinsOf(id).filter((twin) => twin !== id)];
  const shares = machines.map((twin) => walkedHere(twin, walks));
  const walkedBy = machines.map((twin, i) => ({ id: twin, walks: shares[i]?.length ?? 0 }));
  const seen = shares.flat();
  return { walkedBy, walkedTwice: seen.length - new Set(seen).size };
}

export function machineReport(id: MachineId): MachineReport {
  const { machine } = pathModel(id);
  const coverage = coverageOf(machine, machinePaths(id));
  return {
    id,
    coverage,
    browser: {
      paths: browserCoveringSet(id).length,
      transitions: browserTransitions(id).size,
      ...walkShares(id),
    },
  };
}

export function isComplete({ coverage }: MachineReport): boolean {
  return (
    coverage.states.covered === coverage.states.total &&
    coverage.transitions.covered === coverage.transitions.total
  );
}

export function coverageJson(reports: readonly MachineReport[]): CoverageJson {
  return {
    machines: reports.map(({ id, coverage: { states, transitions, paths } }) => ({
      id,
      states: { covered: states.covered, total: states.total },
      transitions: { covered: transitions.covered, total: transitions.total },
      paths,
      uncovered: [...states.uncovered, ...transitions.uncovered],
    })),
  };
}

const percent = (covered: number, total: number) =>
  `${total === 0 ? '100' : String(Math.floor((covered / total) * 100))} %`;

/** The lines `npm run paths` prints for one machine. */
export function reportLines(report: MachineReport): string[] {
  const { id, coverage, browser } = report;
  const { states, transitions, paths } = coverage;
  const [here, ...twins] = browser.walkedBy;
  // With a twin, the walks split between the two, and a walk both need counts in each.
  const shared = twins.length
    ? `: ${String(here?.walks)} aqui e ${twins.map(({ id: twin, walks }) => `${String(walks)} em ${twin}`).join(', ')} (mesmo fluxo` +
      (browser.walkedTwice
        ? `; ${String(browser.walkedTwice)} ${browser.walkedTwice === 1 ? 'percurso é feito' : 'percursos são feitos'} nas duas, para cada uma passar por todos os seus estados)`
        : ')')
    : '';
  const lines = [
    `${id}: estados ${String(states.covered)}/${String(states.total)} (${percent(states.covered, states.total)}), ` +
      `transições ${String(transitions.covered)}/${String(transitions.total)} (${percent(transitions.covered, transitions.total)}), ` +
      `${String(paths)} caminhos; navegador: ${String(browser.paths)} percursos passam por ${String(browser.transitions)}/${String(transitions.total)} transições${shared}`,
  ];
  for (const state of states.uncovered) lines.push(`  estado sem cobertura: ${state}`);
  for (const transition of transitions.uncovered)
    lines.push(`  transição sem cobertura: ${transition}`);
  return lines;
}

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

function numberedSteps(id: MachineId, plan: { path: BrowserPlan['path'] }, how?: BrowserPlan) {
  return stepsPt(id, plan.path).map((step, i) => {
    const realised = how?.steps[i] ? realisationPt(how.steps[i]) : '';
    const note = realised === '' ? '' : ` — _no navegador: ${realised}_`;
    return `${String(i + 1)}. ${stepLinePt(step)}${note}`;
  });
}

function uiTestFile(id: MachineId): string {
  return `test/ui-paths/${id}.test.tsx`;
}

/** docs/paths/<machine>.md, before formatting. */
export function machineDoc(report: MachineReport): string {
  const { id, coverage } = report;
  const { machine, variantPt } = pathModel(id);
  const paths = machinePaths(id);
  const allPlans = browserCoveringSet(id);
  const twins = twinsOf(id).filter((twin) => twin !== id);
  // A machine with a twin walks its share of the UI paths and browser walks (docs/decisions/028).
  const onScreen = new Set(walkedHere(id, paths));
  const walked = new Set(
    walkedHere(
      id,
      allPlans.map(({ path }) => path),
    ),
  );
  const plans = allPlans.flatMap((plan, i) => (walked.has(i) ? [{ plan, number: i + 1 }] : []));
  const inBrowser = new Set(plans.flatMap(({ plan }) => plan.sources));
  const browserTaken = new Set(
    plans.flatMap(({ plan }) =>
      replayPath(machine, plan.path).flatMap(({ transitions }) => transitions.map((t) => t.id)),
    ),
  );
  const flowTaken = browserTransitions(id);
  const twinNames = twins.map(code).join(', ');
  const takenBy = new Map<string, number[]>();
  paths.forEach((path, i) => {
    for (const step of replayPath(machine, path)) {
      for (const { id: transition } of step.transitions) {
        const list = takenBy.get(transition) ?? [];
        if (!list.includes(i + 1)) list.push(i + 1);
        takenBy.set(transition, list);
      }
    }
  });
  const uncovered = [...coverage.states.uncovered, ...coverage.transitions.uncovered];
  const lines = [
    `# Caminhos da máquina ${code(id)}`,
    '',
    '<!-- Gerado por `npm run paths` (scripts/paths/main.ts): não edite à mão. -->',
    '',
    `Variante: ${variantPt}.`,
    '',
    'Cada caminho abaixo é gerado da própria máquina de estados (`machines/`): o que o cliente faz e o que o servidor responde, passo a passo, e onde o cliente fica depois de cada passo, com as mensagens do catálogo (`content/`). Depois de mudar uma máquina ou um texto, rode `npm run paths` e faça commit deste arquivo; `test/unit/paths/docs.test.ts` falha enquanto ele estiver desatualizado.',
    '',
    '## Cobertura',
    '',
    '| | Cobertos | Total |',
    '| --- | ---: | ---: |',
    `| Estados | ${String(coverage.states.covered)} | ${String(coverage.states.total)} |`,
    `| Transições | ${String(coverage.transitions.covered)} | ${String(coverage.transitions.total)} |`,
    '',
    uncovered.length
      ? `Sem cobertura: ${uncovered.map(code).join(', ')}.`
      : 'Todos os estados e todas as transições são percorridos.',
    '',
    `${String(paths.length)} caminhos, executados em três níveis:`,
    '',
    `- **Máquina** (\`test/model/machines.test.ts\`): todos os caminhos, num ator real cujas chamadas são falsas; confere estados, mensagens e o que cada chamada envia.`,
    `- **Tela** (\`${uiTestFile(id)}\`): ${twins.length ? `os ${String(onScreen.size)} caminhos marcados com 🖥 (os demais na variante gêmea)` : 'todos os caminhos'}, nas telas reais (MUI, happy-dom); o cliente digita e clica, a API falsa responde quando o passo do caminho manda, e cada estado confere o que aparece na tela.`,
    `- **Navegador** (\`test/browser/paths/${id}.test.ts\`): ${String(plans.length)} percursos no Chromium contra o sandbox que, juntos${twins.length ? `, passam por ${String(browserTaken.size)} transições e, com os da variante gêmea,` : ','} passam por ${String(flowTaken.size)} de ${String(coverage.transitions.total)} transições. Um percurso encadeia caminhos quando o cliente continua na mesma tela (outro CPF depois de uma recusa, o cadastro de novo depois de um erro). Os caminhos usados estão marcados com 🌐; como cada passo é feito está em [No navegador](#no-navegador).`,
    '',
    ...(twins.length
      ? [
          `A variante ${twinNames} tem o mesmo fluxo: os mesmos estados, transições, guardas e mensagens (\`test/unit/paths/twins.test.ts\` confere). Nos níveis de tela e de navegador, cada caminho e cada percurso é feito em uma das duas variantes, e cada uma passa por todos os seus estados ([decisão 028](../decisions/028-twin-variants-share-their-walks.md)).`,
          '',
        ]
      : []),
    '## Caminhos',
    '',
  ];
  paths.forEach((path, i) => {
    lines.push(
      `### Caminho ${String(i + 1)}${twins.length && onScreen.has(i) ? ' 🖥' : ''}${inBrowser.has(i + 1) ? ' 🌐' : ''}`,
      '',
      `**${pathTitlePt(id, path)}**`,
      '',
      `${startPt(path)}.`,
      '',
      ...numberedSteps(id, { path }),
      '',
    );
  });
  lines.push(
    '## No navegador',
    '',
    "O CPF digitado escolhe o cenário do sandbox (`sandbox/scenarios.ts`, `docs/sandbox.md`); uma resposta errada dá INCORRECT_ANSWER (a 3ª dá TOKEN_ERROR); o e-mail `em-uso@exemplo.invalid` dá EMAIL_ALREADY_IN_USE; `window.sandboxCaptcha = 'fail'` faz o captcha falhar; uma requisição abortada é uma falha de rede. Cada requisição fica retida até o passo que a libera, para que o estado de espera também seja conferido.",
    '',
  );
  if (twins.length) {
    const elsewhere = allPlans.flatMap((_, i) => (walked.has(i) ? [] : [String(i + 1)]));
    lines.push(`Os percursos ${elsewhere.join(', ')} são feitos na variante ${twinNames}.`, '');
  }
  plans.forEach(({ plan, number }) => {
    const from = `${plan.sources.length > 1 ? 'caminhos' : 'caminho'} ${plan.sources.join(' + ')}${plan.padded ? ', com respostas erradas antes da que bloqueia' : ''}`;
    lines.push(
      `### Navegador ${String(number)} (${from})`,
      '',
      `**${pathTitlePt(id, plan.path)}**`,
      '',
      ...numberedSteps(id, plan, plan),
      '',
    );
  });
  lines.push(
    '## Transições',
    '',
    '| Transição | Guarda | Caminhos | 🌐 |',
    '| --- | --- | --- | :-: |',
    ...machineToGraph(machine).transitions.map((transition) => {
      const by = takenBy.get(transition.id) ?? [];
      const shown =
        by.length > 6
          ? `${by.slice(0, 6).join(', ')} e mais ${String(by.length - 6)}`
          : by.join(', ');
      const inTheBrowser = browserTaken.has(transition.id)
        ? '✓'
        : flowTaken.has(transition.id)
          ? 'gêmea'
          : '—';
      return `| ${code(transition.id)} | ${transition.guard === undefined ? '' : code(transition.guard)} | ${shown || '—'} | ${inTheBrowser} |`;
    }),
    '',
  );
  return lines.join('\n');
}

async function formatted(file: string, text: string): Promise<string> {
  const filepath = resolve(DOCS_DIR, file);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

export function docFileOf(id: MachineId): string {
  return `${id}.md`;
}

/** Every generated file of docs/paths, by name, formatted as committed. */
export async function generateDocs(
  reports: readonly MachineReport[] = MACHINE_IDS.map(machineReport),
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const report of reports) {
    files.set(docFileOf(report.id), await formatted(docFileOf(report.id), machineDoc(report)));
  }
  const json = JSON.stringify(coverageJson(reports), null, 2);
  files.set(COVERAGE_FILE, await formatted(COVERAGE_FILE, json));
  return files;
}
