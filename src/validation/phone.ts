import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils';
import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/** A mobile number with its area code: 2 digits of DDD and 9 of the number. */
export const CELLPHONE_LENGTH = 11;

/** Every Brazilian mobile number has started with 9 since the ninth digit was added (2012–2016). */
const MOBILE_FIRST_DIGIT = '9';

/** The cellphone's digits only: what the form keeps and what the payloads carry. */
export function cellphoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True once every digit of the mask is typed, valid or not. */
export function isCompleteCellphone(value: string): boolean {
  return cellphoneDigits(value).length === CELLPHONE_LENGTH;
}

/**
 * True for 11 digits whose area code (DDD) is one Anatel has allocated and whose number is a
 * mobile one, starting with 9. The DDD list is the library's (`@brazilian-utils/brazilian-utils`);
 * the length is checked here, because the library would first strip a +55 country code we never
 * send, and the 9 because the library's mobile rules also admit 6, 7 and 8 (its version 1) or
 * 7 and 8 (its version 2, Resolução Anatel 749/2022), which no operator assigns. With the 9
 * checked here, the two versions answer alike, so the library's default is used.
 */
export function isMobileCellphone(value: string): boolean {
  const digits = cellphoneDigits(value);
  return (
    digits.length === CELLPHONE_LENGTH &&
    digits[2] === MOBILE_FIRST_DIGIT &&
    isValidMobilePhone(digits)
  );
}

/**
 * The cellphone (digits only): empty or incomplete gives the variant's required message, since the
 * field is not filled yet; complete but not a mobile number gives 'Preencha corretamente o campo
 * (Celular).'.
 */
export function cellphoneRule(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .test({
      name: 'complete',
      message: requiredMessage,
      test: isCompleteCellphone,
    })
    .test({
      name: 'mobile',
      message: validation.cellphoneInvalid,
      test: (value) => !isCompleteCellphone(value) || isMobileCellphone(value),
    });
}
