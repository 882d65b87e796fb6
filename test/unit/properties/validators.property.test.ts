import fc from 'fast-check';
import { patternFormatter } from 'react-number-format';
import { describe, expect, it } from 'vitest';
import { birthDateTimestamp } from '../../../machines/shared/payloads.ts';
import { BIRTH_DATE_FORMAT } from '../../../src/components/birth-date-field.tsx';
import { CPF_FORMAT } from '../../../src/components/cpf-field.tsx';
import { PHONE_FORMAT } from '../../../src/components/phone-field.tsx';
import { isAdult, parseBirthDate } from '../../../src/validation/birth-date.ts';
import { isCpf, stripCpfMask } from '../../../src/validation/cpf.ts';
import {
  isStrongPassword,
  passwordLength,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../../src/validation/password.ts';
import { referenceCheckDigits, referenceIsCpf } from './reference-cpf.ts';
import { RUNS } from './runs.ts';

const digits = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...Array.from('0123456789')),
    minLength: length,
    maxLength: length,
  });
const junk = fc.string({ unit: fc.constantFrom(...Array.from(' .-/abcXYZ_#\t')) });
/** Text as a person might type or paste it: digits mixed with separators and junk. */
const messy = (inner: fc.Arbitrary<string>) =>
  fc.tuple(junk, inner, junk).map(([before, value, after]) => before + value + after);
const validCpf = digits(9)
  .filter((base) => !/^(\d)\1{8}$/.test(base))
  .map((base) => base + referenceCheckDigits(base));

describe('the CPF validator agrees with an independent reference', () => {
  it('on valid CPFs, raw, formatted and with junk around them', () => {
    fc.assert(
      fc.property(validCpf, junk, (cpf, extra) => {
        const formatted = patternFormatter(cpf, { format: CPF_FORMAT });
        expect(isCpf(cpf)).toBe(true);
        expect(isCpf(formatted)).toBe(true);
        expect(isCpf(extra + formatted + extra)).toBe(referenceIsCpf(stripCpfMask(extra + cpf)));
      }),
      RUNS,
    );
  });

  it('on any eleven digits, most of which are invalid', () => {
    fc.assert(
      fc.property(digits(11), (value) => {
        expect(isCpf(value)).toBe(referenceIsCpf(value));
      }),
      RUNS,
    );
  });

  // Not always invalid: check digits 10 and 11 both become 0, so two sums can share a digit.
  it('on a valid CPF with one digit changed', () => {
    fc.assert(
      fc.property(validCpf, fc.nat(10), fc.integer({ min: 1, max: 9 }), (cpf, at, shift) => {
        const changed =
          cpf.slice(0, at) + String((Number(cpf[at]) + shift) % 10) + cpf.slice(at + 1);
        expect(isCpf(changed)).toBe(referenceIsCpf(changed));
      }),
      RUNS,
    );
  });

  it('on any text at all, without throwing', () => {
    fc.assert(
      fc.property(fc.string(), messy(digits(11)), (anything, typed) => {
        expect(isCpf(anything)).toBe(referenceIsCpf(stripCpfMask(anything)));
        expect(isCpf(typed)).toBe(referenceIsCpf(stripCpfMask(typed)));
      }),
      RUNS,
    );
  });
});

describe.each([
  { mask: 'CPF', format: CPF_FORMAT, length: 11 },
  { mask: 'phone', format: PHONE_FORMAT, length: 11 },
  { mask: 'birth date', format: BIRTH_DATE_FORMAT, length: 8 },
])('the $mask mask', ({ format, length }) => {
  it('round-trips its digits and fills every # of the pattern', () => {
    fc.assert(
      fc.property(digits(length), (value) => {
        const formatted = patternFormatter(value, { format });
        expect(formatted.replace(/\D/g, '')).toBe(value);
        expect(formatted.replace(/\d/g, '#')).toBe(format);
      }),
      RUNS,
    );
  });

  it('normalises pasted text with separators and junk to the same masked value', () => {
    fc.assert(
      fc.property(digits(length), junk, (value, extra) => {
        const pasted = Array.from(value)
          .map((digit) => digit + extra)
          .join('');
        expect(patternFormatter(pasted.replace(/\D/g, ''), { format })).toBe(
          patternFormatter(value, { format }),
        );
      }),
      RUNS,
    );
  });
});

describe('password strength', () => {
  const reference = (password: string) =>
    /\d/.test(password) &&
    /\p{L}/u.test(password) &&
    Array.from(PASSWORD_SPECIAL_CHARACTERS).some((special) => password.includes(special));

  it('wants a digit, a letter and an allowed special character, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (password) => {
        expect(isStrongPassword(password)).toBe(reference(password));
      }),
      RUNS,
    );
  });

  it('counts a letter of any script, accents included, as the letter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Array.from('çãéõâíúÇÃÉñßøžσжא')),
        fc.constantFrom(...Array.from(PASSWORD_SPECIAL_CHARACTERS)),
        fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 1 }),
        (letter, special, digits) => {
          expect(isStrongPassword(letter + special + digits)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('counts characters as people see them, whatever they are built from', () => {
    // Each unit is one character on screen, from one to eleven UTF-16 code units.
    const seen = fc.constantFrom('a', 'ç', 'c\u0327', '😀', '👍🏽', '🇧🇷', '👨‍👩‍👧‍👦', '1', '!');
    fc.assert(
      fc.property(fc.array(seen, { maxLength: 30 }), (characters) => {
        expect(passwordLength(characters.join(''))).toBe(characters.length);
      }),
      RUNS,
    );
  });

  it('accepts any password built from the three, in any order', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['a', '1', '~'], {
          minLength: 3,
          maxLength: 3,
        }),
        fc.constantFrom(...Array.from(PASSWORD_SPECIAL_CHARACTERS)),
        fc.string({ unit: fc.constantFrom(...Array.from('abcXYZ019')), maxLength: 20 }),
        (parts, special, filler) => {
          expect(isStrongPassword(parts.join('').replace('~', special) + filler)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('birth dates', () => {
  const date = fc.date({
    min: new Date(1900, 0, 1),
    max: new Date(2100, 11, 31),
    noInvalidDate: true,
  });
  const text = (d: Date) =>
    `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

  it('parse back to the same day, and to the same UTC timestamp the payload sends', () => {
    fc.assert(
      fc.property(date, (day) => {
        const parsed = parseBirthDate(text(day));
        expect(parsed?.getFullYear()).toBe(day.getFullYear());
        expect(parsed?.getMonth()).toBe(day.getMonth());
        expect(parsed?.getDate()).toBe(day.getDate());
        expect(birthDateTimestamp(text(day))).toBe(
          Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()),
        );
      }),
      RUNS,
    );
  });

  it('reject days and months outside the calendar, and any other text, without throwing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 32, max: 99 }),
        fc.integer({ min: 13, max: 99 }),
        fc.string(),
        (day, month, other) => {
          expect(parseBirthDate(`${day}/01/2000`)).toBeUndefined();
          expect(parseBirthDate(`01/${month}/2000`)).toBeUndefined();
          expect(birthDateTimestamp(`${day}/01/2000`)).toBeUndefined();
          if (!/^\d{2}\/\d{2}\/\d{4}$/.test(other.trim())) {
            expect(parseBirthDate(other)).toBeUndefined();
            expect(birthDateTimestamp(other)).toBeUndefined();
          }
        },
      ),
      RUNS,
    );
  });

  it('make an adult exactly when the years differ by 18 or more', () => {
    fc.assert(
      fc.property(date, date, (birth, today) => {
        expect(isAdult(birth, today)).toBe(today.getFullYear() - birth.getFullYear() >= 18);
      }),
      RUNS,
    );
  });
});
