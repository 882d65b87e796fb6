import { BRANDS, type RouteTableId } from '../content/brands/index.ts';
import { MACHINES, type MachineId, type RegistrationMachine } from '../machines/registry.ts';
import type { RegistrationInput } from '../machines/shared/registration.types.ts';
import { provideRules } from '../machine-rules/registration-rules.ts';
import { generatePaths, type ModelPath } from './coverage.ts';
import { NICKNAME_SAMPLES, type EventSamples } from './events.ts';

/**
 * What path generation needs per machine, in one place for the QA report, the UI-level and the
 * browser-level suites: the variant's form samples and the values the app stores for its route.
 * Paths do not depend on the stored values (they are context, not state); the UI-level suite
 * starts its actors with them.
 */
export interface PathModel {
  id: MachineId;
  machine: RegistrationMachine;
  samples: EventSamples;
  input: RegistrationInput;
  /** Who the machine is for, in Portuguese, for the QA documents. */
  variantPt: string;
  /** The portal address that opens the machine's screen (under /portal). */
  entry: string;
}

/**
 * The client ids of the brands on `table`, as Portuguese lists them ('a, b ou c'): read from the
 * brand registry, so a brand added there is named in the QA documents too.
 */
function clientIdsOn(table: RouteTableId): string {
  const ids = Object.values(BRANDS)
    .filter((brand) => brand.routeTable === table && brand.id !== 'default')
    .map((brand) => brand.id);
  return new Intl.ListFormat('pt-BR', { type: 'disjunction' }).format(ids);
}

/** A brand on the default table besides `default` itself, named after the no-client_id case. */
const otherDefaultIds = clientIdsOn('default');

/** One line per machine: the `satisfies` makes a machine added to MACHINES fail until listed. */
const MODELS = {
  default: {
    samples: {},
    input: { clientId: '', redirectUri: '' },
    variantPt: `padrão (sem client_id${otherDefaultIds ? `, client_id ${otherDefaultIds}` : ''} ou com um desconhecido), tela /cadastro`,
    entry: '/',
  },
  refi: {
    samples: {},
    input: { clientId: 'refi-digital', redirectUri: '' },
    variantPt: `refi (client_id ${clientIdsOn('refi')}), tela /cadastro-refi`,
    entry: '/?client_id=refi-digital',
  },
  digital: {
    samples: {},
    input: { clientId: '', redirectUri: '' },
    variantPt: 'cadastro digital de não cliente, tela /cadastro-refi-digital',
    entry: '/cadastro-refi-digital',
  },
  blocks: {
    samples: NICKNAME_SAMPLES,
    input: { clientId: 'blocks', redirectUri: '' },
    variantPt: `primeiro acesso blocks (client_id ${clientIdsOn('blocks')}), tela /cadastro-blocks`,
    entry: '/?client_id=blocks',
  },
  'meu-financiamento': {
    samples: NICKNAME_SAMPLES,
    input: { clientId: 'meu-financiamento', redirectUri: '' },
    variantPt: `primeiro acesso meu-financiamento (client_id ${clientIdsOn('meu-financiamento')}), tela /cadastro-meu-financiamento`,
    entry: '/?client_id=meu-financiamento',
  },
} satisfies Record<MachineId, Omit<PathModel, 'id' | 'machine'>>;

export const MACHINE_IDS = Object.keys(MACHINES) as MachineId[];

export function isMachineId(value: string): value is MachineId {
  return Object.hasOwn(MACHINES, value);
}

const modelMachines = new Map<MachineId, RegistrationMachine>();

export function pathModel(id: MachineId): PathModel {
  let machine = modelMachines.get(id);
  if (!machine) {
    // No effect runs on a path, but guards are evaluated: the app's own rules (provideRules).
    machine = provideRules(MACHINES[id]);
    modelMachines.set(id, machine);
  }
  return { id, machine, ...MODELS[id] };
}

const generated = new Map<MachineId, ModelPath[]>();

/** The machine's generated paths (shortest paths extended to every transition), memoised. */
export function machinePaths(id: MachineId): ModelPath[] {
  let paths = generated.get(id);
  if (!paths) {
    const { machine, input, samples } = pathModel(id);
    paths = generatePaths(machine, { input, samples });
    generated.set(id, paths);
  }
  return paths;
}
