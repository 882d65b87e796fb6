import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../machines/shared/api.ts';
import { SANDBOX_CAPTCHA_OK } from '../../sandbox/captcha.ts';
import { WRONG_ANSWER_LIMIT } from '../../sandbox/rules.ts';
import { EMAIL_IN_USE, SCENARIOS } from '../../sandbox/scenarios.ts';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/sandbox.md'), 'utf8');

describe('docs/sandbox.md', () => {
  // Cells of the markdown table rows, trimmed: prettier pads the columns.
  const rows = doc
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it.each(SCENARIOS.map((entry) => [entry.name, entry] as const))(
    'has the row of %s with its CPF and right answer',
    (_name, { cpf, name, answer }) => {
      const row = rows.find((cells) => cells[0] === formatCpf(cpf));
      expect(row?.[1], name).toBe(`\`${name}\``);
      expect(row?.[3], name).toBe(
        `${answer.mothersFirstName}, ${answer.birthdayDay}, ${answer.birthdayYear}`,
      );
    },
  );

  it('states the shared rules with the values the code uses', () => {
    expect(doc).toContain(`**\`${TOKEN_HEADER}\`**`);
    expect(doc).toContain(`**${WRONG_ANSWER_LIMIT}rd wrong answer**`);
    expect(doc).toContain(`**\`${SANDBOX_CAPTCHA_OK}\`**`);
    expect(doc).toContain(`**\`${EMAIL_IN_USE}\`**`);
    expect(doc).toContain('**`/sandbox/`**');
  });
});
