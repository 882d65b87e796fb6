import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/** Spec section 9: adults only, by year difference. */
export const ADULT_AGE = 18;

const BIRTH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The date a DD/MM/YYYY text names, at local midnight, or undefined when the text is not a date
 * of the calendar (31/02/2000, 00/01/2000). `Date` alone would roll 31/02 over to March, month 13
 * over to the next year, and read years 0000-0099 as 1900-1999. Any day outside the month
 * (00, or past its last day) lands in another month, so the year and the month tell them all.
 */
export function parseBirthDate(text: string): Date | undefined {
  const match = BIRTH_DATE.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const sameDate = date.getFullYear() === year && date.getMonth() === month - 1;
  return sameDate ? date : undefined;
}

/**
 * Adult by the year difference only, as the spec says: someone born in December is an adult from
 * January 1st of the year they turn 18.
 */
export function isAdult(birthDate: Date, today: Date): boolean {
  return today.getFullYear() - birthDate.getFullYear() >= ADULT_AGE;
}

/**
 * The DD/MM/YYYY text of the digits typed into the masked birth-date field, as far as they go:
 * '07031985' → '07/03/1985', '0703' → '07/03'. The form keeps this text, which is what the
 * `nonClient.submit` event carries.
 */
export function birthDateText(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)]
    .filter((part) => part !== '')
    .join('/');
}

/** The date of the field's value, or undefined when it is empty or not a date. */
function dateOf(value: string | undefined): Date | undefined {
  // Stryker disable next-line StringLiteral: '' only stands for the empty field; any other text that is not a date gives the same answer
  return parseBirthDate(value ?? '');
}

/** The non-customer form's birth-date field; `today` is a function so a test can fix the date. */
export function birthDateRule(today: () => Date = () => new Date()) {
  return string()
    .test('date', validation.birthDateInvalid, (value) => dateOf(value) !== undefined)
    .test('adult', validation.underage, (value) => {
      const date = dateOf(value);
      return date === undefined || isAdult(date, today());
    });
}
