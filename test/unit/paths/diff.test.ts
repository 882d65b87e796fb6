import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, git, machinesTree } from './scratch-tree.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffMarkdown } from '../../../scripts/paths/diff-markdown.ts';
import { loadRevision, loadWorkingTree } from '../../../scripts/paths/load-machines.ts';
import {
  diffMachines,
  diffTransitions,
  movedStates,
  type DiffJson,
  type TransitionRecord,
} from '../../../scripts/paths/machine-diff.ts';
import { listTransitions } from '../../../paths/transitions.ts';
import {
  GENERATED_DOCS,
  coverageLines,
  examplesOf,
  printed,
  reportExamplesOf,
} from '../../../scripts/paths/qa-docs.ts';

/**
 * `npm run paths -- --diff <rev>` against this repository's own history. The commit that added
 * the HTTP 429 transitions (request.rateLimited on the token request and the resend) is a known
 * change: the machines before it and at it must differ by exactly those two transitions. Needs
 * the git history (CI clones main in full).
 */

/** "Machines: HTTP 429 on the token request and the resend shows request.rateLimited". */
const RATE_LIMIT_COMMIT = 'a4262aa9a5f5a4da97a2b9a3260cb49f5455da40';
const BEFORE_RATE_LIMIT = `${RATE_LIMIT_COMMIT}~1`;

const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** `npm run --silent paths -- <args>` as QA run it; its standard output. */
function paths(args: string[]): string {
  return execFileSync(TSX, ['scripts/paths/main.ts', ...args], {
    cwd: ROOT,
    maxBuffer: 32 * 1024 * 1024,
  }).toString();
}

/** The text the 429 message had at that commit (content/messages.ts there; gone since). */
const RATE_LIMITED_TEXT =
  'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.';

const RATE_LIMITED = [{ id: 'request.rateLimited', severity: 'warning', text: RATE_LIMITED_TEXT }];

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
      expect(machine?.states).toEqual({ added: [], removed: [], moved: [] });
      expect(machine?.transitions.removed).toEqual([]);
      expect(machine?.transitions.changed).toEqual([]);
      expect(machine?.transitions.added).toEqual([
        {
          key: 'default.cpf.requestingToken --xstate.error.actor.requestToken [isRateLimited]--> default.cpf.editing',
          words: {
            from: 'etapa do CPF › consultando o CPF',
            when: 'consulta do CPF falha [o erro é HTTP 429 (muitas tentativas)]',
            to: 'etapa do CPF › preenchendo',
          },
          source: 'default.cpf.requestingToken',
          event: 'xstate.error.actor.requestToken',
          guard: 'isRateLimited',
          targets: ['default.cpf.editing'],
          messages: RATE_LIMITED,
        },
        {
          key: 'default.activation.resending --xstate.error.actor.resendEmail [isRateLimited]--> default.activation.sent',
          words: {
            from: '“Você está quase lá!” › reenviando o e-mail',
            when: 'reenvio do e-mail falha [o erro é HTTP 429 (muitas tentativas)]',
            to: '“Você está quase lá!” › e-mail enviado',
          },
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

    it('prints them in words in the Portuguese release note: labels, texts, severities', async () => {
      const note = await diffMarkdown({
        ...diff,
        machines: diff.machines.filter(({ id }) => id === 'default'),
      });
      expect(note).toMatch(/^# Mudanças no cadastro: /);
      expect(note).toMatch(
        /^\| Cadastro de cliente, marca padrão \(`default`\) +\| alterada \| +— +\| +\+2 +\| +— +\| +— +\|$/m,
      );
      const added = note.split('### Transições novas')[1]?.split('\n### ')[0] ?? '';
      // The message is gone from today's catalogue: its text is the one the revision had.
      expect(added.trim().split('\n')).toEqual([
        `- Em **etapa do CPF › consultando o CPF**, quando **consulta do CPF falha [o erro é HTTP 429 (muitas tentativas)]**, vai para **etapa do CPF › preenchendo** e mostra “${RATE_LIMITED_TEXT}” (aviso)`,
        `- Em **“Você está quase lá!” › reenviando o e-mail**, quando **reenvio do e-mail falha [o erro é HTTP 429 (muitas tentativas)]**, vai para **“Você está quase lá!” › e-mail enviado** e mostra “${RATE_LIMITED_TEXT}” (aviso)`,
      ]);
      expect(note).not.toMatch(/\[\d+\]/);
      expect(note).not.toMatch(/\b(warning|error|info|success)\b/);
      expect(note).not.toContain('--xstate');
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
    // Neither the working tree nor the real index is touched, and the tree holds uncommitted
    // edits too.
    const tree = machinesTree(join(scratch, 'index'));
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
      expect(machine.states).toEqual({ added: [], removed: [], moved: [] });
      expect(machine.transitions).toEqual({ added: [], removed: [], changed: [] });
      expect(machine.paths).toEqual({ added: [], removed: [], changed: [] });
    }
  });

  it('reports nothing changed when two guarded transitions swap places', async () => {
    // A scratch copy of the token call's status list with INCORRECT_CAPTCHA_RESPONSE and
    // INSUFFICIENT_CLIENT_DATA in the other order (the machines guard the answers in the list's
    // order, machines/shared/guards.ts `byStatus`): their positions among the token call's
    // answers move, what each does does not.
    const file = 'machines/shared/statuses.ts';
    const source = readFileSync(join(ROOT, file), 'utf8');
    const pair = "'INCORRECT_CAPTCHA_RESPONSE',\n  'INSUFFICIENT_CLIENT_DATA',";
    expect(source, 'the two statuses are found in the token list').toContain(pair);
    const swapped = source.replace(
      pair,
      "'INSUFFICIENT_CLIENT_DATA',\n  'INCORRECT_CAPTCHA_RESPONSE',",
    );
    const tree = machinesTree(join(scratch, 'reordered-index'), { [file]: swapped });
    const [before, after] = [await loadRevision(tree), await loadWorkingTree()];

    const answers = ({ machines }: typeof before) => {
      const machine = machines.get('default');
      if (!machine) throw new Error('No default machine.');
      return listTransitions(machine)
        .filter(({ eventType }) => eventType === 'xstate.done.actor.requestToken')
        .map(({ id, guard }) => ({ id, guard }));
    };
    const [old, now] = [answers(before), answers(after)];
    // The positional ids say the two answers moved…
    expect(old[1]?.guard).toBe(now[2]?.guard);
    expect(old[1]?.id).not.toBe(now[2]?.id);

    // …the diff says nothing changed, in JSON and in the release note.
    const diff = diffMachines(before, after, ['default']);
    const [machine] = diff.machines;
    expect(machine?.status).toBe('unchanged');
    expect(machine?.transitions).toEqual({ added: [], removed: [], changed: [] });
    expect(machine?.paths).toEqual({ added: [], removed: [], changed: [] });
    expect(await diffMarkdown(diff)).toContain(
      'Nenhuma mudança: os estados, as transições e os caminhos são os mesmos.',
    );
  });

  describe('the release note’s words for a changed transition', () => {
    const record = (over: Partial<TransitionRecord>): TransitionRecord => ({
      key: 'default.cpf.requestingToken --xstate.error.actor.requestToken--> default.cpf.editing',
      words: {
        from: 'etapa do CPF › consultando o CPF',
        when: 'consulta do CPF falha',
        to: 'etapa do CPF › preenchendo',
      },
      source: 'default.cpf.requestingToken',
      event: 'xstate.error.actor.requestToken',
      guard: null,
      targets: ['default.cpf.editing'],
      messages: [
        {
          id: 'step.failed',
          severity: 'error',
          text: 'Ocorreu um erro. Tente novamente mais tarde.',
        },
      ],
      ...over,
    });
    const noteOf = (changed: DiffJson['machines'][number]['transitions']['changed']) =>
      diffMarkdown({
        from: { revision: 'v1', object: 'abc1234' },
        to: { revision: 'working tree', object: undefined },
        machines: [
          {
            id: 'default',
            status: 'changed',
            states: { added: [], removed: [], moved: [] },
            transitions: { added: [], removed: [], changed },
            paths: { added: [], removed: [], changed: [] },
            cases: { added: [], retired: [], renumbered: [] },
          },
        ],
      });

    it('names a severity change in Portuguese, before and now', async () => {
      const before = record({});
      const after = record({
        messages: [
          {
            id: 'step.failed',
            severity: 'warning',
            text: 'Ocorreu um erro. Tente novamente mais tarde.',
          },
        ],
      });
      const note = await noteOf([{ before, after, changes: ['severity'] }]);
      expect(note).toContain(
        '- Em **etapa do CPF › consultando o CPF**, quando **consulta do CPF falha**, vai para **etapa do CPF › preenchendo**: gravidade: antes “Ocorreu um erro. Tente novamente mais tarde.” (erro); agora “Ocorreu um erro. Tente novamente mais tarde.” (aviso)',
      );
      expect(note).not.toMatch(/\b(warning|error)\b/);
    });

    it('does not report a guard renamed that reads alike in words', () => {
      const when = 'o cliente pede o reenvio do e-mail [o e-mail cadastrado é válido]';
      const before = record({ guard: 'hasValidEmail', words: { ...record({}).words, when } });
      const after = record({ guard: 'isEmailValid', words: before.words });
      expect(diffTransitions([before], [after])).toEqual({ added: [], removed: [], changed: [] });
      const reworded = record({ guard: 'isEmailValid', words: { ...before.words, when: 'outra' } });
      expect(diffTransitions([before], [reworded]).changed[0]?.changes).toEqual(['guard']);
    });

    it('reports a state under another parent as moved, in words, its ids in a column', async () => {
      const note = await diffMarkdown({
        from: { revision: 'v1', object: 'abc1234' },
        to: { revision: 'working tree', object: undefined },
        machines: [
          {
            id: 'default',
            status: 'changed',
            states: movedStates(['default.question.blocked'], ['default.blocked']),
            transitions: { added: [], removed: [], changed: [] },
            paths: { added: [], removed: [], changed: [] },
            cases: { added: [], retired: [], renumbered: [] },
          },
        ],
      });
      expect(note).toContain('### Estados que mudaram de lugar');
      expect(note).toMatch(
        /^\| acesso bloqueado +\| acesso bloqueado +\| pergunta de segurança › acesso bloqueado +\| `default.blocked` → `default.question.blocked` \|$/m,
      );
      expect(note).not.toContain('### Estados novos');
      expect(note).not.toContain('### Estados removidos');
      // The prose names no machine folder, no git word.
      expect(note).not.toMatch(/machines\/|árvore de trabalho/);
      expect(note).toContain('## Cadastro de cliente, marca padrão (`default`)');
    });

    it('names a target change by the states’ words, and a message no catalogue has by its id', async () => {
      const before = record({});
      const after = record({
        targets: [],
        words: { ...before.words, to: null },
        messages: [{ id: 'retired.message', severity: 'info', text: undefined }],
      });
      const note = await noteOf([{ before, after, changes: ['target', 'messages'] }]);
      expect(note).toContain(
        '- Em **etapa do CPF › consultando o CPF**, quando **consulta do CPF falha**, fica onde está: destino: antes **etapa do CPF › preenchendo**; agora fica onde está; mensagens: antes “Ocorreu um erro. Tente novamente mais tarde.” (erro); agora mensagem `retired.message` (informação)',
      );
    });
  });

  it.each(GENERATED_DOCS)(
    'prints the examples of %s as they are there: rerun, they must not drift (scripts/paths/qa-docs.ts rewrites them)',
    async (file) => {
      const doc = readFileSync(join(ROOT, file), 'utf8');
      const examples = examplesOf(doc);
      const reports = reportExamplesOf(doc);
      expect(examples.length + reports.length).toBeGreaterThan(0);
      for (const report of reports) expect(report).toBe(coverageLines());
      const outputs = await Promise.all(examples.map(({ args }) => printed(args)));
      examples.forEach(({ args, language, text }, i) => {
        const output = outputs[i] ?? '';
        if (language === 'json')
          expect(JSON.parse(text), args.join(' ')).toEqual(JSON.parse(output));
        else expect(text, args.join(' ')).toBe(output);
      });
    },
  );

  it('follows an old machine id to its new name, and refuses one no revision knows', () => {
    const run = (machine: string) =>
      spawnSync(
        join(ROOT, 'node_modules/.bin/tsx'),
        [
          'scripts/paths/main.ts',
          '--diff',
          '170d442',
          '--to',
          'e65a879',
          '--machine',
          machine,
          '--json',
        ],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
      );
    const old = run('meuFinanciamento');
    expect(old.status).toBe(0);
    expect(old.stderr).toContain("'meuFinanciamento' agora se chama 'meu-financiamento'");
    const diff = JSON.parse(old.stdout) as DiffJson;
    expect(diff.machines.map(({ id }) => id)).toEqual(['meu-financiamento']);
    const unknown = run('meuFinanciament');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Máquina desconhecida: 'meuFinanciament'");
  });

  it('names an unknown revision instead of failing obscurely', async () => {
    await expect(loadRevision('no-such-revision')).rejects.toThrow(
      "Revisão git desconhecida: 'no-such-revision'",
    );
  });
});
