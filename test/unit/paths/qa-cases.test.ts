import { describe, expect, it } from 'vitest';
import { NEW_CPF } from '../../../paths/browser-plan.ts';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { machinePaths, MACHINE_IDS } from '../../../paths/models.ts';
import { QA_STEPS } from '../../../paths/qa-steps.ts';
import { MAX_TITLE, qaCases } from '../../../scripts/paths/qa-cases.ts';
import { scenarioOfDocument } from '../../../sandbox/scenarios.ts';

/**
 * The QA test cases (scripts/paths/qa-cases.ts), as QA import and run them: a short unique title,
 * a CPF that picks a sandbox scenario in every path, and steps whose every line has a step
 * definition (a line the grammar of paths/qa-steps.ts matches).
 */

const all = MACHINE_IDS.flatMap((id) => qaCases(id));
const CPF = /CPF "?(\d{3}\.\d{3}\.\d{3}-\d{2})"?/;

/** A Cucumber Expression of QA_STEPS as a regular expression ({string} is a quoted string). */
function matcher(expression: string): RegExp {
  const literal = expression.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replaceAll('\\{string\\}', '"(?:[^"\\\\]|\\\\.)*"')}$`);
}
const GRAMMAR = Object.values(QA_STEPS).map(({ expression }) => matcher(expression));

describe('QA test cases', () => {
  it('has one case per generated path of every machine, numbered as docs/paths', () => {
    for (const id of MACHINE_IDS) {
      expect(qaCases(id).map(({ number }) => number)).toEqual(
        machinePaths(id).map((_, i) => i + 1),
      );
    }
    expect(all.length).toBeGreaterThan(100);
  });

  it(`gives each a Portuguese title of at most ${String(MAX_TITLE)} characters, unique across machines`, () => {
    for (const { id, title, machine } of all) {
      expect(title.length, id).toBeLessThanOrEqual(MAX_TITLE);
      expect(title.startsWith(`${machine}: `), id).toBe(true);
      expect(title, id).not.toMatch(/\b(answers|fails|with|without|user|goes)\b/);
      expect(title.endsWith('…'), `${id} was cut: ${title}`).toBe(false);
    }
    const titles = all.map(({ title }) => title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('names in every path the CPF to type, and it picks the scenario it names', () => {
    for (const { id, data, steps } of all) {
      const typed = data.find((item) => CPF.test(item));
      expect(typed, `${id}: ${data.join('; ')}`).toBeDefined();
      const cpf = CPF.exec(typed ?? '')?.[1] ?? '';
      const named = /cenário (\w+)/.exec(typed ?? '')?.[1];
      expect(scenarioOfDocument(cpf)?.name, id).toBe(named);
      if (named === undefined) expect(cpf, id).toBe(formatCpf(NEW_CPF));
      // The tester types it: a step of the case carries it.
      expect(
        steps.some(({ actions }) => actions.some((line) => line.includes(`"${cpf}"`))),
        id,
      ).toBe(true);
    }
  });

  it('says what the tester does and sees, each line a step the definitions match', () => {
    for (const { id, steps } of all) {
      expect(steps.length, id).toBeGreaterThan(0);
      for (const { actions, expected } of steps) {
        expect(actions.length, id).toBeGreaterThan(0);
        expect(expected[0], id).toMatch(/^vejo a etapa "/);
        for (const line of [...actions, ...expected]) {
          expect(
            GRAMMAR.filter((pattern) => pattern.test(line)),
            `${id}: ${line}`,
          ).toHaveLength(1);
        }
      }
      const lines = steps.flatMap(({ actions, expected }) => [...actions, ...expected]);
      expect(lines.join('\n'), id).not.toMatch(/servidor responde|aguarda/);
    }
  });

  it('gives the answer, the e-mail and the resend outcome where the path has them', () => {
    for (const { id, data, pathSteps } of all) {
      const path = pathSteps.join('\n');
      if (path.includes('Responde a pergunta')) {
        expect(
          data.some((item) => item.startsWith('resposta ')),
          id,
        ).toBe(true);
      }
      if (/Preenche .* e clica em FINALIZAR CADASTRO/.test(path)) {
        expect(
          data.some((item) => /e-mail \S+@\S+/.test(item)),
          id,
        ).toBe(true);
      }
      if (/Servidor responde \S+ ao reenvio/.test(path)) {
        expect(
          data.some((item) => item.startsWith('reenvio: ')),
          id,
        ).toBe(true);
      }
    }
  });

  // The brands whose screens run each machine (spec section 2): the default table, the refi
  // family, blocks and meu-financiamento; the digital sign-up is served by the default and refi
  // tables.
  const BRANDS_OF: Readonly<Record<string, string[]>> = {
    default: ['default'],
    refi: ['refi-digital', 'beblue', 'pagbem', 'portocred'],
    digital: ['default', 'refi-digital', 'beblue', 'pagbem', 'portocred'],
    blocks: ['blocks'],
    'meu-financiamento': ['meu-financiamento'],
  };
  const OUTCOMES = ['@sucesso', '@bloqueado', '@encaminhado', '@recusado', '@falha'];

  it('tags each case by its machine, brands, the statuses it meets and one outcome', () => {
    for (const { id, machine, title, tags, steps } of all) {
      expect(tags[0], id).toBe(`@${machine}`);
      const brands = tags.filter((tag) => tag.startsWith('@marca-'));
      expect(brands.sort(), id).toEqual(
        (BRANDS_OF[machine] ?? []).map((b) => `@marca-${b}`).sort(),
      );
      for (const status of title.match(/\b[A-Z]+(?:_[A-Z]+)+\b/g) ?? []) {
        expect(tags, `${id}: ${title}`).toContain(`@status-${status}`);
      }
      for (const tag of tags) expect(tag, id).toMatch(/^@[a-z0-9-]+(?:-[A-Z_]+)?$/);
      const outcomes = tags.filter((tag) => OUTCOMES.includes(tag));
      expect(outcomes, id).toHaveLength(1);
      const last = steps.at(-1)?.expected ?? [];
      const reached =
        last[0] === QA_STEPS.heading.line('Você está quase lá!') &&
        !last.some((line) => line.startsWith('vejo a mensagem'));
      expect(outcomes[0] === '@sucesso', `${id}: ${title}`).toBe(reached);
      const blocked = last.some((line) => line.startsWith('vejo o texto "Acesso bloqueado.'));
      expect(outcomes[0] === '@bloqueado', `${id}: ${title}`).toBe(blocked);
      const forwarded = title.endsWith('vai para o cadastro digital (/cadastro-refi-digital)');
      expect(outcomes[0] === '@encaminhado', `${id}: ${title}`).toBe(forwarded);
      if (/falha \(/.test(title.split(' → ').at(-1) ?? '')) expect(outcomes[0], id).toBe('@falha');
    }
    // Every outcome is met somewhere, or its tag selects nothing.
    expect(new Set(all.flatMap(({ tags }) => tags.filter((t) => OUTCOMES.includes(t)))).size).toBe(
      OUTCOMES.length,
    );
  });

  it('tags the failures without a status: no answer, HTTP 500, the captcha', () => {
    const tagged = (tag: string) => all.filter(({ tags }) => tags.includes(tag));
    for (const { id, title } of tagged('@http-500')) expect(title, id).toContain('HTTP 500');
    for (const { id, title } of tagged('@captcha-falha')) expect(title, id).toMatch(/captcha/);
    for (const { id, title } of tagged('@sem-resposta'))
      expect(title, id).toMatch(/falha \(rede\)/);
    expect(tagged('@sem-resposta').length).toBeGreaterThan(0);
  });
});
