import { validateYupSchema, type FormikErrors } from 'formik';
import { ValidationError, object, string } from 'yup';
import { validation } from '../../content/validation.ts';
import { birthDateRule } from './birth-date.ts';
import { cpfRule } from './cpf.ts';
import { confirmEmailRule, emailRule } from './email.ts';
import { nameRule, nicknameRule } from './name.ts';
import { confirmPasswordRule, passwordRule } from './password.ts';
import { cellphoneRule } from './phone.ts';
import { termsRule } from './terms.ts';

/** Spec sections 5 and 9: the digital sign-up's maximum lengths, enforced by the inputs. */
export const NON_CLIENT_MAX_LENGTH = { name: 60, email: 50, password: 50 } as const;

/** The non-customer sign-up form (spec section 2). */
export interface NonClientValues {
  name: string;
  /** Asked in the blocks variants only. */
  nickname: string;
  email: string;
  confirmEmail: string;
  /** Digits only. */
  cpf: string;
  /** DD/MM/YYYY, as far as typed: what `nonClient.submit` carries. */
  birthDate: string;
  /** Digits only. */
  cellphone: string;
  password: string;
  confirmPassword: string;
  acceptTermsAndConditions: boolean;
  /** The WhatsApp-contact consent, sent as `acceptSendMessage`. */
  acceptWhatsapp: boolean;
}

export type NonClientField = keyof NonClientValues;

export interface NonClientInitialOptions {
  /** The CPF already given (blocks variants), or '' when the form asks for it. */
  cpf: string;
  whatsappDefault: boolean;
}

export function nonClientInitialValues({
  cpf,
  whatsappDefault,
}: NonClientInitialOptions): NonClientValues {
  return {
    name: '',
    nickname: '',
    email: '',
    confirmEmail: '',
    cpf,
    birthDate: '',
    cellphone: '',
    password: '',
    confirmPassword: '',
    acceptTermsAndConditions: false,
    acceptWhatsapp: whatsappDefault,
  };
}

export interface NonClientSchemaOptions {
  nickname: boolean;
  /** For the age rule; a test fixes the date with it. */
  today?: () => Date;
}

/** Every rule of the form, each field's from the shared rules; the messages are per field. */
export function nonClientSchema({ nickname, today }: NonClientSchemaOptions) {
  return object({
    name: nameRule,
    nickname: nickname ? nicknameRule : string(),
    email: emailRule(validation.fieldRequired.email),
    confirmEmail: confirmEmailRule(),
    cpf: cpfRule,
    birthDate: birthDateRule(today),
    cellphone: cellphoneRule(validation.fieldRequired.cellphone),
    password: passwordRule(validation.fieldRequired.password),
    confirmPassword: confirmPasswordRule(validation.fieldRequired.confirmPassword),
    acceptTermsAndConditions: termsRule,
  });
}

export type NonClientSchema = ReturnType<typeof nonClientSchema>;

/**
 * The order the rules are checked in (spec section 5: name, e-mail, confirm e-mail, e-mail
 * validity, CPF, birth date, cellphone, password, terms, password strength), each as the field it
 * flags and the name of the yup test of the shared rule that checks it. The spec leaves the
 * nickname out of its list; it is checked right after the name, beside which the form shows it.
 */
export const NON_CLIENT_RULE_ORDER = [
  ['name', 'required'],
  ['nickname', 'required'],
  ['email', 'required'],
  ['confirmEmail', 'required'],
  ['confirmEmail', 'sameEmail'],
  ['email', 'email'],
  ['confirmEmail', 'email'],
  ['cpf', 'required'],
  ['cpf', 'cpf'],
  ['birthDate', 'date'],
  ['birthDate', 'adult'],
  ['cellphone', 'required'],
  ['cellphone', 'complete'],
  ['cellphone', 'mobile'],
  ['password', 'required'],
  ['confirmPassword', 'required'],
  ['confirmPassword', 'samePassword'],
  ['acceptTermsAndConditions', 'oneOf'],
  ['password', 'min'],
  ['password', 'strength'],
] as const satisfies readonly (readonly [NonClientField, string])[];

/** A rule that failed: the field to flag and focus, and what to tell. */
export interface RuleFailure {
  field: NonClientField;
  message: string;
}

function rankOf({ path, type }: ValidationError): number {
  // yup names a missing value 'optionality' and an empty (trimmed) string 'required'.
  const name = type === 'optionality' ? 'required' : type;
  const rank = NON_CLIENT_RULE_ORDER.findIndex(([field, test]) => field === path && test === name);
  // Stryker disable next-line ConditionalExpression: every test of nonClientSchema is listed, so no failure is missing from the order; one added without a place would go last
  return rank === -1 ? NON_CLIENT_RULE_ORDER.length : rank;
}

/**
 * Every failing rule, in the spec's order: the first is the one the form focuses and announces.
 * Validated as formik validates (an empty string counts as absent), so the messages are those the
 * form shows.
 */
export async function nonClientFailures(
  schema: NonClientSchema,
  values: NonClientValues,
): Promise<RuleFailure[]> {
  try {
    await validateYupSchema(values, schema);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Validated with abortEarly off (formik's way), so every failure is one of `inner`, with the
    // path of its field.
    const failures = error.inner.map((failure) => ({
      field: failure.path as NonClientField,
      message: failure.message,
      rank: rankOf(failure),
    }));
    // Array.prototype.sort is stable: rules of equal rank keep the schema's field order.
    return failures
      .sort((a, b) => a.rank - b.rank)
      .map(({ field, message }) => ({ field, message }));
  }
}

/** Each field's first failing rule in the spec's order: the message shown under it. */
export function errorsByField(failures: readonly RuleFailure[]): FormikErrors<NonClientValues> {
  const errors: Partial<Record<NonClientField, string>> = {};
  for (const { field, message } of failures) errors[field] ??= message;
  return errors;
}
