import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffMarkdown } from '../../../scripts/paths/diff-markdown.ts';
import { loadRevision } from '../../../scripts/paths/load-machines.ts';
import { diffMachines, type DiffJson } from '../../../scripts/paths/machine-diff.ts';

/**
 * `npm run paths -- --diff <rev>` against this repository's own history. The commit that added
 * the HTTP 429 transitions (request.rateLimited on the token request and the resend) is a known
 * change: the machines before it and at it must differ by exactly those two transitions. Needs
 * the git history (CI clones main in full).
 */

const ROOT = resolve(import.meta.dirname, '../../..');
/** "Machines: HTTP 429 on the token request and the resend shows request.rateLimited". */
const RATE_LIMIT_COMMIT = 'a4262aa9a5f5a4da97a2b9a3260cb49f5455da40';
const BEFORE_RATE_LIMIT = `${RATE_LIMIT_COMMIT}~1`;

const git = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync('git', args, { cwd: ROOT, env: { ...process.env, ...env } })
    .toString()
    .trim();

/** `npm run paths -- <args>` as QA run it; its standard output. */
function paths(args: string[]): string {
  return execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/paths/main.ts', ...args], {
    cwd: ROOT,
    maxBuffer: 32 * 1024 * 1024,
  }).toString();
}

const RATE_LIMITED = [{ id: 'request.rateLimited', severity: 'warning' }];

/** The text the 429 message had at that commit (content/messages.ts there; gone since). */
const RATE_LIMITED_TEXT =
  'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.';

describe('npm run paths -- --diff', { timeout: 60_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'paths-diff-test-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('finds the history it compares with', () => {
    expect(git(['cat-file', '-t', RATE_LIMIT_COMMIT]), 'a full clone of main is needed').toBe(
      'commit',
    );
  });

  describe('between the commits before and at the 429 change', () => {
    let diff: DiffJson;
    beforeAll(async () => {
      const [before, after] = [
        await loadRevision(BEFORE_RATE_LIMIT),
        await loadRevision(RATE_LIMIT_COMMIT),
      ];
      diff = diffMachines(before, after, ['default', 'digital']);
    });

    it('reports the two 429 transitions as added, and nothing removed or changed', () => {
      const machine = diff.machines.find(({ id }) => id === 'default');
      expect(machine?.status).toBe('changed');
      expect(machine?.states).toEqual({ added: [], removed: [] });
      expect(machine?.transitions.removed).toEqual([]);
      expect(machine?.transitions.changed).toEqual([]);
      expect(machine?.transitions.added).toEqual([
        {
          id: 'default.cpf.requestingToken --xstate.error.actor.requestToken[0]--> default.cpf.editing',
          source: 'default.cpf.requestingToken',
          event: 'xstate.error.actor.requestToken',
          guard: 'isRateLimited',
          targets: ['default.cpf.editing'],
          messages: RATE_LIMITED,
        },
        {
          id: 'default.activation.resending --xstate.error.actor.resendEmail[0]--> default.activation.sent',
          source: 'default.activation.resending',
          event: 'xstate.error.actor.resendEmail',
          guard: 'isRateLimited',
          targets: ['default.activation.sent'],
          messages: RATE_LIMITED,
        },
      ]);
    });

    // Both sides go through TODAY's path code (test/support/paths/), and since the machines of
    // issue 13 an HTTP 429 is an HTTP error like any other: the model's events offer a network
    // failure, an HTTP 500 and a 409 with a body status, never a 429 (events.ts `errorCases`). So
    // no generated path takes the guarded 429 transitions on either side, and every path walks
    // the same on both: QA see the two new transitions, and no path to re-test for them.
    it('reports no path as added, removed or changed: today’s paths never send a 429', () => {
      const { paths } = diff.machines.find(({ id }) => id === 'default') ?? {};
      expect(paths).toEqual({ added: [], removed: [], changed: [] });
    });

    it('prints them as added in the Portuguese release note', async () => {
      const note = await diffMarkdown({
        ...diff,
        machines: diff.machines.filter(({ id }) => id === 'default'),
      });
      expect(note).toMatch(/^# Mudanças nas máquinas: /);
      expect(note).toMatch(/^\| `default` \| alterada \| +— +\| +\+2 +\| +— +\|$/m);
      const added = note.split('### Transições novas')[1]?.split('\n### ')[0] ?? '';
      // Message texts come from today's catalogue (content/messages.ts), which no longer has
      // request.rateLimited (RATE_LIMITED_TEXT at that commit): the note names the message by its
      // id and severity instead (steps-on-machine.ts `noticesText`).
      expect(added).toContain(
        '- `default.cpf.requestingToken --xstate.error.actor.requestToken[0]--> default.cpf.editing` — guarda `isRateLimited`; mostra `request.rateLimited` mensagem `request.rateLimited` (aviso)',
      );
      expect(added).not.toContain(RATE_LIMITED_TEXT);
      expect(added).toContain('--xstate.error.actor.resendEmail[0]--> default.activation.sent');
      expect(note).not.toContain('### Caminhos');
      expect(note).not.toContain('### Transições removidas');
    });

    it('reports a machine the commit did not touch as unchanged', () => {
      const machine = diff.machines.find(({ id }) => id === 'digital');
      expect(machine?.status).toBe('unchanged');
      expect(machine?.transitions).toEqual({ added: [], removed: [], changed: [] });
      expect(machine?.paths).toEqual({ added: [], removed: [], changed: [] });
    });
  });

  it('reports no change for every machine when the revision holds the working tree machines', () => {
    // The working tree's machines/ as a git tree, written through a scratch index: neither the
    // working tree nor the real index is touched, and it holds uncommitted edits too.
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    git(['read-tree', 'HEAD'], env);
    git(['add', '--all', '--', 'machines'], env);
    const tree = git(['write-tree'], env);
    const diff = JSON.parse(paths(['--diff', tree, '--json'])) as DiffJson;
    expect(diff.machines.map(({ id }) => id)).toEqual([
      'default',
      'refi',
      'digital',
      'blocks',
      'meu-financiamento',
    ]);
    for (const machine of diff.machines) {
      expect(machine.status, machine.id).toBe('unchanged');
      expect(machine.states).toEqual({ added: [], removed: [] });
      expect(machine.transitions).toEqual({ added: [], removed: [], changed: [] });
      expect(machine.paths).toEqual({ added: [], removed: [], changed: [] });
    }
  });

  it('names an unknown revision instead of failing obscurely', async () => {
    await expect(loadRevision('no-such-revision')).rejects.toThrow(
      "Revisão git desconhecida: 'no-such-revision'",
    );
  });
});
