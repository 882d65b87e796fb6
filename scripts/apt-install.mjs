// Installs Debian packages as root, without what they only recommend: the browser tests need the
// programs themselves, not the desktop or service set-up around them (decision 029).
import { execFileSync } from 'node:child_process';

/** `apt-get update`, then `apt-get install --no-install-recommends` of `packages`. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another install on the machine holds the lock for a while: wait for it rather than fail.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync(
    'apt-get',
    [...wait, 'install', '-y', '-qq', '--no-install-recommends', ...packages],
    {
      stdio: 'inherit',
      env,
    },
  );
}
