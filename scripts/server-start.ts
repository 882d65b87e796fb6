/**
 * What the preview (`scripts/serve.ts`) and the sandbox alone (`scripts/sandbox.ts`) do alike
 * before they listen: a port from the command line, the deployment's configuration from the
 * environment and env files (.env, .env.production…). A bad value stops the start, named.
 */
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { serverConfig, type ServedConfig } from '../portal-config/config-script.ts';
import { ConfigError } from '../portal-config/env.ts';

const ROOT = resolve(import.meta.dirname, '..');

export function portOrExit(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a number from 0 to 65535, not '${value}'.`);
    process.exit(2);
  }
  return port;
}

/** The `PORTAL_…` variables of the environment and env files, validated. */
export function servedConfigOrExit(): ServedConfig {
  try {
    return serverConfig({ ...process.env, ...loadEnv('production', ROOT, 'PORTAL_') });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  }
}
