import { object, string } from 'yup';
import { validation } from '../../content/validation.ts';
import type { RequiredMessages } from '../../content/variants.ts';
import { confirmEmailRule, emailRule } from './email.ts';
import { nicknameRule } from './name.ts';
import { confirmPasswordRule, passwordRule } from './password.ts';
import { cellphoneRule } from './phone.ts';
import { termsRule } from './terms.ts';

export interface FinishSchemaOptions {
  requiredMessages: RequiredMessages;
  /** The blocks variants also ask for a nickname, named by its own message in either case. */
  nickname?: boolean;
}

export interface FinishValues {
  /** Asked in the blocks variants only; left empty and unchecked elsewhere. */
  nickname: string;
  /** Digits only. */
  cellphone: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  acceptTermsAndConditions: boolean;
}

export const finishInitialValues: FinishValues = {
  nickname: '',
  cellphone: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  acceptTermsAndConditions: false,
};

export function finishSchema({ requiredMessages, nickname = false }: FinishSchemaOptions) {
  const required = (field: 'cellphone' | 'email' | 'password' | 'confirmPassword') =>
    requiredMessages === 'single' ? validation.allFieldsRequired : validation.fieldRequired[field];
  return object({
    nickname: nickname ? nicknameRule : string(),
    cellphone: cellphoneRule(required('cellphone')),
    email: emailRule(required('email')),
    confirmEmail: confirmEmailRule(),
    password: passwordRule(required('password')),
    confirmPassword: confirmPasswordRule(required('confirmPassword')),
    acceptTermsAndConditions: termsRule,
  });
}
