import { describe, expect, it } from 'vitest';
import type { NonClientRequest, RegisterRequest } from '../../../machines/shared/api.ts';
import {
  consentRecordOf,
  customerConsentRecord,
  digitalConsentRecord,
} from '../../../src/adapters/consent/consent-record.ts';

const REGISTER: RegisterRequest = {
  acceptNotifications: true,
  acceptTermsAndConditions: true,
  cellphone: '11987654321',
  email: 'cliente@exemplo.invalid',
  password: 'Senha@2024',
  redirectUri: 'https://app.exemplo.invalid/voltar',
  clientId: 'refi-digital',
};

const NON_CLIENT: NonClientRequest = {
  name: 'Ana Paula Souza',
  email: 'ana@exemplo.invalid',
  cellphone: '21912345678',
  birthDate: Date.UTC(1990, 2, 15),
  document: '52998224725',
  password: 'Senha@2024',
  redirectUri: 'https://app.exemplo.invalid/voltar',
  clientId: 'refi-digital',
  acceptSendMessage: true,
};

describe('the customer form’s consent record', () => {
  it('is form 11 with the phone and e-mail as subject, terms consent 32, policy 1', () => {
    expect(customerConsentRecord(REGISTER, 'fdd957ef1c1a5c1bb44b573db7c6f6e6')).toStrictEqual({
      formInfo: {
        formPropertyId: 11,
        primarySubjectIdentifiers: { phone: '11987654321', email: 'cliente@exemplo.invalid' },
      },
      consents: [{ propertyId: 32, purpose: 'termsAcceptance', granted: true, policyVersion: 1 }],
      fingerprint: 'fdd957ef1c1a5c1bb44b573db7c6f6e6',
    });
  });

  it('leaves the fingerprint out when there is none, and carries no password', () => {
    const record = customerConsentRecord(REGISTER, undefined);
    expect(record).not.toHaveProperty('fingerprint');
    expect(JSON.stringify(record)).not.toContain(REGISTER.password);
  });
});

describe('the digital form’s consent record', () => {
  it('is form 10 with its consent fields, terms consent 30 and WhatsApp consent 31', () => {
    expect(digitalConsentRecord(NON_CLIENT, 'abc')).toStrictEqual({
      formInfo: {
        formPropertyId: 10,
        primarySubjectIdentifiers: { phone: '21912345678', email: 'ana@exemplo.invalid' },
        fields: {
          name: 'Ana Paula Souza',
          email: 'ana@exemplo.invalid',
          cpf: '52998224725',
          birthDate: '1990-03-15',
          cellphone: '21912345678',
          whatsappContact: true,
          terms: true,
        },
      },
      consents: [
        { propertyId: 30, purpose: 'termsAcceptance', granted: true, policyVersion: 1 },
        { propertyId: 31, purpose: 'whatsappContact', granted: true, policyVersion: 1 },
      ],
      fingerprint: 'abc',
    });
  });

  it('records a refused WhatsApp contact as not granted', () => {
    const record = digitalConsentRecord({ ...NON_CLIENT, acceptSendMessage: false }, undefined);
    expect(record.consents[1]).toEqual({
      propertyId: 31,
      purpose: 'whatsappContact',
      granted: false,
      policyVersion: 1,
    });
    expect(record.formInfo.fields?.whatsappContact).toBe(false);
    expect(JSON.stringify(record)).not.toContain(NON_CLIENT.password);
  });

  it('is chosen by the subject’s form', () => {
    expect(consentRecordOf({ form: 'digital', payload: NON_CLIENT }, 'x')).toEqual(
      digitalConsentRecord(NON_CLIENT, 'x'),
    );
    expect(consentRecordOf({ form: 'customer', payload: REGISTER }, 'x')).toEqual(
      customerConsentRecord(REGISTER, 'x'),
    );
  });
});
