/**
 * `start.sh`, written beside nginx.conf by `npm run serve:nginx -- --out` (issue 36): what a
 * container runs. It says the start-up warnings the script itself would say (the sandbox
 * captcha's "never for customers"), at every start, then becomes nginx.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One word for sh, whatever it holds. */
function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Writes `<folder>/start.sh` and returns its path. */
export function writeStartScript(
  folder: string,
  nginx: string,
  args: readonly string[],
  warning: string | undefined,
): string {
  const path = join(folder, 'start.sh');
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      '# Written by `npm run serve:nginx -- --out` (docs/deploy.md): the portal on nginx, in the foreground.',
      ...(warning === undefined ? [] : [`echo ${shellWord(warning)} >&2`]),
      `exec ${[nginx, ...args].map(shellWord).join(' ')}`,
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  return path;
}
