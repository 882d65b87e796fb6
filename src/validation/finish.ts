import { bool, object, string } from 'yup';
import { validation } from '../../content/validation.ts';
import { confirmEmailRule, emailRule } from './email.ts';
import { confirmPasswordRule, passwordRule } from './password.ts';

/**
 * How the finish step names an empty field: one message per field (default variant), or the
 * single 'Prencha todos os campos.' of the refi and earliest variants (spec section 5).
 */
export type RequiredMessages = 'perField' | 'single';

export interface FinishSchemaOptions {
  requiredMessages: RequiredMessages;
}

export interface FinishValues {
  /** Digits only. */
  cellphone: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  acceptTermsAndConditions: boolean;
}

export const finishInitialValues: FinishValues = {
  cellphone: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  acceptTermsAndConditions: false,
};

export function finishSchema({ requiredMessages }: FinishSchemaOptions) {
  const required = (field: 'cellphone' | 'email' | 'password' | 'confirmPassword') =>
    requiredMessages === 'single' ? validation.allFieldsRequired : validation.fieldRequired[field];
  return object({
    cellphone: string().required(required('cellphone')),
    email: emailRule(required('email')),
    confirmEmail: confirmEmailRule(),
    password: passwordRule(required('password')),
    confirmPassword: confirmPasswordRule(required('confirmPassword')),
    acceptTermsAndConditions: bool().oneOf([true], validation.termsRequired),
  });
}
