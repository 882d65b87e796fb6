import fc from 'fast-check';
import validatorIsEmail from 'validator/es/lib/isEmail';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail, lowerCaseEmail } from '../../../src/validation/email.ts';
import { VALIDATOR_INVALID_EMAILS, VALIDATOR_VALID_EMAILS } from './validator-email-vectors.ts';
import { RUNS } from './runs.ts';

// validator.js's isEmail, wrapped so a test can see whether the portal called it at all.
vi.mock('validator/es/lib/isEmail', async (importOriginal) => {
  const original = await importOriginal<{ default: typeof validatorIsEmail }>();
  return { default: vi.fn(original.default) };
});

/** Characters no address should carry: controls, bidi and other format characters, separators. */
const INVISIBLE = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)),
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\u2029',
  '\ufeff',
];

const shortAddress = fc.emailAddress().filter((address) => address.length < EMAIL_MAX_LENGTH);

describe("validator.js's published e-mail vectors (default options)", () => {
  it.each(VALIDATOR_VALID_EMAILS.map((email) => [email]))('accepts %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(VALIDATOR_INVALID_EMAILS.map((email) => [email]))('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('the addresses issue 13 names', () => {
  it.each(['a@b..c', 'x@y.com.', 'foo@_bar.com'])('refuses %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('accepts 254 characters and refuses 255', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(isEmail(at254)).toBe(true);
    expect(
      isEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`),
    ).toBe(false);
  });
});

describe('e-mail properties', () => {
  it('accepts generated addresses within the length limit', () => {
    fc.assert(
      fc.property(shortAddress, (address) => {
        expect(isEmail(address)).toBe(true);
      }),
      RUNS,
    );
  });

  it('lower-cases generated addresses idempotently', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const lower = lowerCaseEmail(address);
        expect(lower).toBe(address.toLowerCase());
        expect(lowerCaseEmail(lower)).toBe(lower);
      }),
      RUNS,
    );
  });

  it('refuses any text with a blank in the local part, without @, or with a dot-less domain', () => {
    fc.assert(
      fc.property(fc.string(), shortAddress, (text, address) => {
        const [local = '', domain = ''] = address.split('@');
        expect(isEmail(`${local} x@${domain}`)).toBe(false);
        expect(isEmail(text.replace(/@/g, ''))).toBe(false);
        expect(isEmail(`${local}@${domain.replace(/\./g, '')}`)).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses an otherwise valid address with a control, bidi or format character anywhere', () => {
    fc.assert(
      fc.property(shortAddress, fc.nat(), fc.constantFrom(...INVISIBLE), (address, at, bad) => {
        const position = at % (address.length + 1);
        expect(isEmail(address.slice(0, position) + bad + address.slice(position))).toBe(false);
      }),
      RUNS,
    );
  });

  it('answers for any UTF-16 text, unpaired surrogates included, without throwing', () => {
    const codeUnits = fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    });
    fc.assert(
      fc.property(codeUnits, shortAddress, fc.nat(), (text, address, at) => {
        const position = at % (address.length + 1);
        expect(typeof isEmail(text)).toBe('boolean');
        expect(typeof isEmail(address.slice(0, position) + text + address.slice(position))).toBe(
          'boolean',
        );
      }),
      RUNS,
    );
  });

  it('refuses anything longer than 254 characters before any pattern looks at it', () => {
    vi.mocked(validatorIsEmail).mockClear();
    fc.assert(
      fc.property(fc.string({ minLength: EMAIL_MAX_LENGTH + 1, maxLength: 2_000 }), (text) => {
        expect(isEmail(text)).toBe(false);
      }),
      { numRuns: 1_000 },
    );
    expect(isEmail(`${'a'.repeat(1_000_000)}@example.com`)).toBe(false);
    expect(validatorIsEmail).not.toHaveBeenCalled();
    // The spy does see the calls that reach validator.js.
    expect(isEmail('ana@exemplo.com')).toBe(true);
    expect(validatorIsEmail).toHaveBeenCalledTimes(1);
  });
});

/** The quickest of many timed batches, per call: the least disturbed by the other processes. */
function timePerCall(check: (value: string) => boolean, input: string): number {
  const calls = 200;
  let best = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < 15; batch += 1) {
    const start = performance.now();
    for (let call = 0; call < calls; call += 1) check(input);
    best = Math.min(best, (performance.now() - start) / calls);
  }
  return best;
}

/**
 * Inputs of a given length built to make a backtracking pattern retry: runs of dots, escapes,
 * labels, at signs and hyphens, valid and invalid.
 */
const ADVERSARIAL: Record<string, (length: number) => string> = {
  'dots between two at signs': (n) => `a@${'.'.repeat(n - 3)}@`,
  'a dotted local part': (n) => `${'a.'.repeat(Math.floor((n - 13) / 2))}a@example.com`,
  'a quoted local part of escapes': (n) =>
    `"${'\\a'.repeat(Math.floor((n - 14) / 2))}"@example.com`,
  'one-letter labels': (n) => `a@${'a.'.repeat(Math.floor((n - 5) / 2))}com`,
  'at signs only': (n) => '@'.repeat(n),
  'a label of hyphens': (n) => `a@${'-'.repeat(n - 6)}.com`,
  'blanks in the domain': (n) => `a@b${' '.repeat(n - 4)}c`,
};

/**
 * Linear work grows about tenfold from 24 to 254 characters; quadratic work a hundredfold. The
 * bound sits between, far enough from both to hold on a busy machine.
 */
const GROWTH_LIMIT = 30;

function growth(check: (value: string) => boolean, build: (length: number) => string): number {
  const [short, long] = [build(24), build(EMAIL_MAX_LENGTH)];
  expect(long.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
  return timePerCall(check, long) / timePerCall(check, short);
}

describe('validation time', () => {
  it('sees quadratic growth where there is some: the pattern the portal used before', () => {
    const before = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const build = ADVERSARIAL['dots between two at signs'];
    if (build === undefined) throw new Error('missing input');
    expect(growth((value) => before.test(value), build)).toBeGreaterThan(GROWTH_LIMIT);
  });

  it.each(Object.entries(ADVERSARIAL))('grows linearly on %s', (_, build) => {
    expect(growth(isEmail, build)).toBeLessThan(GROWTH_LIMIT);
  });
});
