/**
 * What nginx itself limits before a request reaches the API (issue 28, docs/deploy.md "The
 * edge"): a request rate per client address for each of the six calls, concurrent connections
 * per address, and which proxies in front of it may name the client's address. Read from the
 * `PORTAL_EDGE_…` variables of the server's environment; never handed to the page.
 */
import { isIP } from 'node:net';
import { API_PATHS, type ApiCall } from '../../machines/shared/api.ts';
import { ConfigError } from '../../portal-config/env.ts';

/** At most `count` requests per `per` and client address: nginx's `rate`, with a burst of as many. */
export interface EdgeRate {
  count: number;
  per: 's' | 'm';
}

export interface EdgeConfig {
  rates: Record<ApiCall, EdgeRate>;
  /** Open connections per client address. */
  connections: number;
  /** Addresses or CIDR blocks of the proxies (CDN, load balancer) whose X-Forwarded-For is believed. */
  trustedProxies: string[];
}

/**
 * Far above what one person does on one screen, low enough that a script trying CPFs, answers
 * or e-mails is stopped within the minute. The sandbox's own limits (sandbox/rate-limit.ts) are
 * the API's; these come first, at the edge.
 */
export const DEFAULT_EDGE: EdgeConfig = {
  rates: {
    token: { count: 10, per: 'm' },
    question: { count: 20, per: 'm' },
    answer: { count: 10, per: 'm' },
    register: { count: 10, per: 'm' },
    resend: { count: 5, per: 'm' },
    nonClient: { count: 5, per: 'm' },
  },
  connections: 20,
  trustedProxies: [],
};

/** The environment variable of a call's rate: nonClient → PORTAL_EDGE_RATE_NON_CLIENT. */
export function rateVariable(call: ApiCall): string {
  return `PORTAL_EDGE_RATE_${call.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

export const EDGE_VARIABLES = [
  ...(Object.keys(API_PATHS) as ApiCall[]).map(rateVariable),
  'PORTAL_EDGE_CONNECTIONS',
  'PORTAL_EDGE_TRUSTED_PROXIES',
];

/** `10.0.0.0/8`, `192.0.2.7`, `2001:db8::/32`: an address, or a block with a prefix in range. */
function isAddressOrBlock(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads and validates the edge's variables; throws one ConfigError naming every bad one. */
export function edgeConfig(env: Readonly<Record<string, string | undefined>>): EdgeConfig {
  const problems: { variable: string; problem: string }[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const rates = { ...DEFAULT_EDGE.rates };
  for (const call of Object.keys(API_PATHS) as ApiCall[]) {
    const value = text(rateVariable(call));
    if (value === undefined) continue;
    const match = /^([1-9]\d{0,5})\/([sm])$/.exec(value);
    if (!match) {
      problems.push({
        variable: rateVariable(call),
        problem: `must be a count per second or minute such as '10/m', not '${value}'.`,
      });
      continue;
    }
    rates[call] = { count: Number(match[1]), per: match[2] as EdgeRate['per'] };
  }
  let connections = DEFAULT_EDGE.connections;
  const connectionsValue = text('PORTAL_EDGE_CONNECTIONS');
  if (connectionsValue !== undefined) {
    if (/^[1-9]\d{0,4}$/.test(connectionsValue)) connections = Number(connectionsValue);
    else {
      problems.push({
        variable: 'PORTAL_EDGE_CONNECTIONS',
        problem: `must be a whole number above 0, not '${connectionsValue}'.`,
      });
    }
  }
  const trustedProxies = (text('PORTAL_EDGE_TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of trustedProxies.filter((candidate) => !isAddressOrBlock(candidate))) {
    problems.push({
      variable: 'PORTAL_EDGE_TRUSTED_PROXIES',
      problem: `must list addresses or CIDR blocks separated by commas, not '${entry}'.`,
    });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { rates, connections, trustedProxies };
}
