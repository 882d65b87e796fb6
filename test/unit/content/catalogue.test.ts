import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, fillForBrand } from '../../../content/brands/index.ts';
import { messages } from '../../../content/messages.ts';
import { helpCentre } from '../../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../../content/pages/terms-of-use.ts';
import { texts } from '../../../content/texts.ts';
import { validation } from '../../../content/validation.ts';
import { MACHINES, MESSAGE_IDS } from '../../../machines/index.ts';
import { listTransitions } from '../../../paths/transitions.ts';
import { MACHINES_PT } from '../../../content/labels-pt.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Every message id some transition of some machine shows. */
function emittedMessageIds(): Set<string> {
  const ids = new Set<string>();
  for (const machine of Object.values(MACHINES)) {
    for (const transition of listTransitions(machine)) {
      for (const action of transition.actions) {
        const id = action.params?.['id'];
        if ((action.type === 'notify' || action.type === 'notifyAlso') && typeof id === 'string')
          ids.add(id);
      }
    }
  }
  return ids;
}

/** `[path, text]` for every string in a nested content object. */
function leaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
}

function sourceOf(folder: string): string {
  const dir = join(ROOT, folder);
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory()
        ? sourceOf(path.slice(ROOT.length + 1))
        : readFileSync(path, 'utf8'),
    )
    .join('\n');
}

describe('the message catalogue', () => {
  it('has a text for every message id any machine can show, and no text no machine shows', () => {
    const emitted = [...emittedMessageIds()].sort();
    expect(emitted.length).toBeGreaterThan(10);
    expect(Object.keys(messages).sort()).toEqual(emitted);
    expect([...MESSAGE_IDS].sort()).toEqual(emitted);
  });
});

describe('the register screen texts', () => {
  // The app's own code, and each variant's screen, which content/variants.ts describes for the
  // app and the path engine alike (its first step's heading and button).
  const src = `${sourceOf('src')}\n${readFileSync(join(ROOT, 'content/variants.ts'), 'utf8')}`;
  it.each(leaves(texts, 'texts'))('%s is used by the app', (path) => {
    expect(src).toContain(path);
  });
  it.each(
    leaves(validation, 'validation').map(([path]) => [path.split('.').slice(0, 2).join('.')]),
  )('%s is used by the app', (path) => {
    expect(src).toContain(path);
  });
});

describe('placeholders', () => {
  const all = [
    ...leaves(messages, 'messages'),
    ...leaves(texts, 'texts'),
    ...leaves(validation, 'validation'),
    ...leaves(helpCentre, 'helpCentre'),
    ...leaves(termsOfUse, 'termsOfUse'),
    ...leaves(privacyPolicy, 'privacyPolicy'),
  ];

  it.each(Object.values(BRANDS).map((brand) => [brand.id, brand] as const))(
    'are all filled for brand %s',
    (_, brand) => {
      const unfilled = all
        .map(
          ([path, text]) =>
            [path, fillForBrand(brand, text).replace(/\{email\}|\{spanId\}/g, '')] as const,
        )
        .filter(([, text]) => /\{\w+\}/.test(text));
      expect(unfilled).toEqual([]);
    },
  );
});

describe('the machines’ titles analysts read', () => {
  it('tell every machine apart, and name the brand of a brand’s own machine', () => {
    const titles = Object.values(MACHINES_PT);
    expect(new Set(titles).size).toBe(titles.length);
    expect(MACHINES_PT['meu-financiamento']).toMatch(/Meu Financiamento/);
  });
});
