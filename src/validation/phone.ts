import { string } from 'yup';

/** The cellphone (digits only): required, with the message of the variant. */
export function cellphoneRule(requiredMessage: string) {
  return string().required(requiredMessage);
}
