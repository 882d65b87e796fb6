import { object, string } from 'yup';
import { validation } from '../../content/validation.ts';

/** Spec sections 5 and 9. */
export const BIRTHDAY_DAY_MAX_LENGTH = 2;
export const BIRTHDAY_YEAR_LENGTH = 4;

const DAY = new RegExp(`^\\d{1,${BIRTHDAY_DAY_MAX_LENGTH}}$`);
const YEAR = new RegExp(`^\\d{${BIRTHDAY_YEAR_LENGTH}}$`);

export const questionSchema = object({
  mothersFirstName: string().required(validation.questionRequired),
  birthdayDay: string().required(validation.questionRequired).matches(DAY, validation.dayLength),
  birthdayYear: string().required(validation.questionRequired).matches(YEAR, validation.yearLength),
});

export interface QuestionValues {
  mothersFirstName: string;
  birthdayDay: string;
  birthdayYear: string;
}
