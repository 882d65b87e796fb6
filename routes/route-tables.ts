import type { RouteTableId } from '../content/brands/index.ts';
import type { MachineId } from '../machines/index.ts';
import {
  BLOCKS_REGISTER_PATH,
  DIGITAL_SIGN_UP_PATH,
  LEGACY_PRIVACY_PATH,
  LEGACY_REGISTER_PATH,
  LEGACY_TERMS_PATH,
  MEU_FINANCIAMENTO_REGISTER_PATH,
  PRIVACY_PATH,
  REFI_REGISTER_PATH,
  REGISTER_PATH,
  TERMS_PATH,
} from './route-paths.ts';

export type { RouteTableId };

/** One brand family's routes (spec section 2); the static pages are in every table. */
export interface RouteTable {
  id: RouteTableId;
  /** The register screen, and the machine it runs. */
  register: { path: string; machine: MachineId };
  /** Whether the non-customer simulation sign-up is served (at DIGITAL_SIGN_UP_PATH). */
  digitalSignUp: boolean;
  /** Paths that redirect, keeping the query (`source=register` must survive). */
  redirects: Readonly<Record<string, string>>;
}

function legacyAliases(registerPath: string): Record<string, string> {
  return {
    [LEGACY_REGISTER_PATH]: registerPath,
    [LEGACY_TERMS_PATH]: TERMS_PATH,
    [LEGACY_PRIVACY_PATH]: PRIVACY_PATH,
  };
}

export const ROUTE_TABLES: Readonly<Record<RouteTableId, RouteTable>> = {
  default: {
    id: 'default',
    register: { path: REGISTER_PATH, machine: 'default' },
    // CLIENT_NOT_FOUND in the default variant leads to the digital sign-up.
    digitalSignUp: true,
    redirects: { '/': REGISTER_PATH, ...legacyAliases(REGISTER_PATH) },
  },
  refi: {
    id: 'refi',
    register: { path: REFI_REGISTER_PATH, machine: 'refi' },
    digitalSignUp: true,
    redirects: {
      '/': REFI_REGISTER_PATH,
      [REGISTER_PATH]: REFI_REGISTER_PATH,
      ...legacyAliases(REFI_REGISTER_PATH),
    },
  },
  blocks: {
    id: 'blocks',
    register: { path: BLOCKS_REGISTER_PATH, machine: 'blocks' },
    digitalSignUp: false,
    redirects: {
      '/': BLOCKS_REGISTER_PATH,
      [REGISTER_PATH]: BLOCKS_REGISTER_PATH,
      ...legacyAliases(BLOCKS_REGISTER_PATH),
    },
  },
  'meu-financiamento': {
    id: 'meu-financiamento',
    register: { path: MEU_FINANCIAMENTO_REGISTER_PATH, machine: 'meu-financiamento' },
    digitalSignUp: false,
    redirects: {
      '/': MEU_FINANCIAMENTO_REGISTER_PATH,
      [BLOCKS_REGISTER_PATH]: MEU_FINANCIAMENTO_REGISTER_PATH,
      ...legacyAliases(MEU_FINANCIAMENTO_REGISTER_PATH),
    },
  },
};

export { DIGITAL_SIGN_UP_PATH };

/** The machine the digital sign-up runs (src/app/digital-sign-up-page.tsx), in every table that serves it. */
export const DIGITAL_MACHINE_ID = 'digital' satisfies MachineId;
