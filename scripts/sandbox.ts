/**
 * Starts the sandbox API on its own: `npm run sandbox -- [--port 8080] [--host 127.0.0.1]
 * [--log]`, e.g. as the upstream API of `npm run serve:nginx`. The build with the sandbox on one
 * origin is `npm run serve` (the preview).
 *
 * It reads the deployment's `PORTAL_…` variables as the portal's servers do (the environment and
 * env files, validated before it listens) for the one the API applies too: the redirect
 * allow-list (`PORTAL_REDIRECT_URI_ALLOWLIST`, rule 8 of docs/api/openapi.yaml).
 */
import { parseArgs } from 'node:util';
import { buildSandbox } from '../sandbox/app.ts';
import { SANDBOX_PATHS } from '../sandbox/routes/sandbox.ts';
import { portOrExit, servedConfigOrExit } from './server-start.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    log: { type: 'boolean', default: false },
  },
});

const port = portOrExit(values.port);
const { redirectAllowList } = servedConfigOrExit().config;

const app = buildSandbox({ logger: values.log, redirectAllowList });
const origin = await app.listen({ port, host: values.host });

console.log(`Sandbox API: ${origin}`);
console.log(`Sandbox page (e-mails sent, scenario CPFs): ${origin}${SANDBOX_PATHS.page}`);
console.log(
  redirectAllowList === undefined
    ? 'Redirect allow-list: none configured, every redirectUri is kept'
    : `Redirect allow-list (PORTAL_REDIRECT_URI_ALLOWLIST): ${JSON.stringify(redirectAllowList)}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close();
  });
}
