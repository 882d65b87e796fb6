import { BRANDS } from '../../content/brands/index.ts';
import { MACHINES, type MachineId, type RegistrationMachine } from '../../machines/registry.ts';
import { provideRules } from '../../machine-rules/registration-rules.ts';
import { DIGITAL_SIGN_UP_PATH, ROUTE_TABLES } from '../../routes/route-tables.ts';

/** The machines the inspector lists, with who uses each: the brands and the portal path. */
export interface MachineEntry {
  id: MachineId;
  machine: RegistrationMachine;
  /** Portal paths (under /portal) where the machine runs. */
  paths: readonly string[];
  /** `client_id`s of the brands whose register screen runs it. */
  brands: readonly string[];
}

export function entryOf(id: MachineId): MachineEntry {
  const tables = Object.values(ROUTE_TABLES);
  if (id === 'digital') {
    const withForm = tables.filter((table) => table.digitalSignUp).map((table) => table.id);
    return {
      id,
      machine: provideRules(MACHINES[id]),
      paths: [DIGITAL_SIGN_UP_PATH],
      brands: Object.values(BRANDS)
        .filter((brand) => withForm.includes(brand.routeTable))
        .map((brand) => brand.id),
    };
  }
  const own = tables.filter((table) => table.register.machine === id);
  return {
    id,
    machine: provideRules(MACHINES[id]),
    paths: own.map((table) => table.register.path),
    brands: Object.values(BRANDS)
      .filter((brand) => own.some((table) => table.id === brand.routeTable))
      .map((brand) => brand.id),
  };
}

export const MACHINE_ENTRIES: readonly MachineEntry[] = (Object.keys(MACHINES) as MachineId[]).map(
  entryOf,
);

export function isMachineId(value: unknown): value is MachineId {
  return typeof value === 'string' && Object.hasOwn(MACHINES, value);
}
