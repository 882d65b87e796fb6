import type { TokenResponse } from '../../../machines/shared/api.ts';
import { NON_CLIENT_SAMPLE, REGISTER_SAMPLE } from '../../../paths/events.ts';
import type {
  NonClientSubmitEvent,
  RegisterSubmitEvent,
} from '../../../machines/shared/registration.types.ts';
import type { Driver } from './harness.ts';

/**
 * The steps a visitor takes, as short helpers for hand-written scenarios on a `Driver`. Values are
 * literal so tests can state what the calls must carry.
 */

/** A real CPF (both check digits valid), digits only as the view sends it. */
export const CUSTOMER_CPF = '52998224725';
export const CAPTCHA_RESPONSE = 'captcha-response-1';
export const TOKEN = 'token-abc-123';

/** Types the CPF and lets the captcha pass: the token call is then in flight. */
export async function submitCpf(driver: Driver): Promise<void> {
  await driver.send({ type: 'cpf.submit', cpf: CUSTOMER_CPF });
  await driver.answer('captcha', CAPTCHA_RESPONSE);
}

/** Types the CPF, lets the captcha pass, and the token call answers `output`. */
export async function tokenAnswers(driver: Driver, output: TokenResponse): Promise<void> {
  await submitCpf(driver);
  await driver.answer('requestToken', output);
}

/** A customer reaches the question step. */
export async function reachQuestion(driver: Driver): Promise<void> {
  await tokenAnswers(driver, { status: 'SUCCESS', token: TOKEN });
  await driver.answer('fetchQuestion', {
    status: 'SUCCESS',
    question: { motherNames: ['MARIA', 'ANA', 'JOANA'] },
  });
}

/** A customer answers the question right and reaches the contact-and-password form. */
export async function reachCustomerForm(driver: Driver): Promise<void> {
  await reachQuestion(driver);
  await driver.send({
    type: 'answer.submit',
    birthdayDay: '7',
    birthdayYear: '1980',
    mothersFirstName: 'MARIA',
  });
  await driver.answer('submitAnswer', { status: 'SUCCESS' });
}

/** The customer's contact-and-password form; `extra` adds or replaces fields. */
export function customerForm(extra: Partial<RegisterSubmitEvent> = {}): RegisterSubmitEvent {
  return { ...REGISTER_SAMPLE, ...extra };
}

/** The non-customer form; `extra` adds or replaces fields. */
export function nonCustomerForm(extra: Partial<NonClientSubmitEvent> = {}): NonClientSubmitEvent {
  return { ...NON_CLIENT_SAMPLE, ...extra };
}
