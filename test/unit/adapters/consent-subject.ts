import type { RegisterRequest } from '../../../machines/shared/api.ts';
import type { ConsentSubject } from '../../../src/adapters/consent/consent.ts';

/** A customer's register call, as the consent tests record it. */
export const PAYLOAD: RegisterRequest = {
  acceptNotifications: true,
  acceptTermsAndConditions: true,
  cellphone: '11987654321',
  email: 'cliente@exemplo.invalid',
  password: 'Senha@2024',
  redirectUri: '',
  clientId: '',
};
export const SUBJECT: ConsentSubject = { form: 'customer', payload: PAYLOAD };
