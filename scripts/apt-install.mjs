// Installs Debian packages as root, without what they only recommend: the browser tests need the
// programs themselves, not the desktop or service set-up around them (decision 029).
import { execFileSync } from 'node:child_process';

/** `apt-get update`, then `apt-get install --no-install-recommends` of `packages`. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}
