import { describe, expect, it } from 'vitest';
import { company, placeholders } from '../../../content/company.ts';
import { helpCentre } from '../../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../../content/pages/terms-of-use.ts';

/** Every string inside a content object, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const pages = { helpCentre, termsOfUse, privacyPolicy };

describe.each(Object.entries(pages))('content/pages: %s', (_, page) => {
  const texts = strings(page);

  it('uses only placeholders the company configuration fills', () => {
    const used = texts.flatMap((text) => Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1]));
    const unknown = used.filter((name) => name === undefined || !Object.hasOwn(placeholders, name));
    expect(unknown).toEqual([]);
  });

  // Phones and the product name change per deployment: a page names them only through placeholders.
  it('hard-codes no phone number, e-mail address or product name', () => {
    const phoneLike = /\d{4}[\s-]?\d{4}|0800/;
    const emailLike = /\S+@\S+/;
    const offending = texts.filter(
      (text) => phoneLike.test(text) || emailLike.test(text) || text.includes(company.productName),
    );
    expect(offending).toEqual([]);
  });
});
