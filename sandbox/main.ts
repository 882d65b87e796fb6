/**
 * Starts the sandbox API on its own: `tsx sandbox/main.ts [--port 8080] [--host 127.0.0.1]
 * [--log]`, e.g. as the upstream API of `npm run serve:nginx`. The build with the sandbox on one
 * origin is `npm run serve` (the preview).
 */
import { parseArgs } from 'node:util';
import { buildSandbox } from './app.ts';
import { SANDBOX_PATHS } from './routes/sandbox.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    log: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, not '${values.port}'.`);
  process.exit(2);
}

const app = buildSandbox({ logger: values.log });
const origin = await app.listen({ port, host: values.host });

console.log(`Sandbox API: ${origin}`);
console.log(`Sandbox page (e-mails sent, scenario CPFs): ${origin}${SANDBOX_PATHS.page}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close();
  });
}
