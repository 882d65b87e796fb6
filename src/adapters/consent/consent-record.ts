import type { NonClientRequest, RegisterRequest } from '../../../machines/index.ts';

/** Spec sections 3 and 9: the consent-management provider's property ids and policy version. */
export const CONSENT_POLICY_VERSION = 1;
export const CONSENT_PROPERTY_IDS = {
  /** The customer's register form ('Para finalizar...') and its terms consent. */
  customer: { form: 11, terms: 32 },
  /** The non-customer sign-up form, its terms consent and its WhatsApp-contact consent. */
  digital: { form: 10, terms: 30, whatsappContact: 31 },
} as const;

export type ConsentForm = keyof typeof CONSENT_PROPERTY_IDS;

export interface ConsentGiven {
  propertyId: number;
  purpose: 'termsAcceptance' | 'whatsappContact';
  granted: boolean;
  policyVersion: typeof CONSENT_POLICY_VERSION;
}

/** The digital form's consent fields, as the person filled them in. */
export interface DigitalConsentFields {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Digits only, with the area code. */
  cellphone: string;
  whatsappContact: boolean;
  terms: boolean;
}

/** What is POSTed to the consent-management URL. */
export interface ConsentRecord {
  formInfo: {
    formPropertyId: number;
    /** Who the consent is about: the phone and e-mail given on the form. */
    primarySubjectIdentifiers: { phone: string; email: string };
    fields?: DigitalConsentFields;
  };
  consents: ConsentGiven[];
  /** The browser fingerprint's visitor id; absent when none could be computed. */
  fingerprint?: string;
}

/** What the register actors hand the recorder: which form, and the payload about to be sent. */
export type ConsentSubject =
  { form: 'customer'; payload: RegisterRequest } | { form: 'digital'; payload: NonClientRequest };

function termsConsent(propertyId: number, granted: boolean): ConsentGiven {
  return { propertyId, purpose: 'termsAcceptance', granted, policyVersion: CONSENT_POLICY_VERSION };
}

/** The payload's birth date (midnight UTC) as a calendar date; '' when it was not a date. */
function isoDate(timestamp: number): string {
  return Number.isFinite(timestamp) ? new Date(timestamp).toISOString().slice(0, 10) : '';
}

function withFingerprint(record: ConsentRecord, fingerprint: string | undefined): ConsentRecord {
  return fingerprint === undefined ? record : { ...record, fingerprint };
}

/** The customer's form: property 11, terms consent 32. */
export function customerConsentRecord(
  payload: RegisterRequest,
  fingerprint: string | undefined,
): ConsentRecord {
  const ids = CONSENT_PROPERTY_IDS.customer;
  return withFingerprint(
    {
      formInfo: {
        formPropertyId: ids.form,
        primarySubjectIdentifiers: { phone: payload.cellphone, email: payload.email },
      },
      consents: [termsConsent(ids.terms, payload.acceptTermsAndConditions)],
    },
    fingerprint,
  );
}

/**
 * The non-customer's form: property 10, terms consent 30, WhatsApp-contact consent 31. The form
 * cannot be sent without accepting the terms, and `NonClientRequest` does not carry that box,
 * so the terms consent is granted by construction.
 */
export function digitalConsentRecord(
  payload: NonClientRequest,
  fingerprint: string | undefined,
): ConsentRecord {
  const ids = CONSENT_PROPERTY_IDS.digital;
  const terms = true;
  return withFingerprint(
    {
      formInfo: {
        formPropertyId: ids.form,
        primarySubjectIdentifiers: { phone: payload.cellphone, email: payload.email },
        fields: {
          name: payload.name,
          email: payload.email,
          cpf: payload.document,
          birthDate: isoDate(payload.birthDate),
          cellphone: payload.cellphone,
          whatsappContact: payload.acceptSendMessage,
          terms,
        },
      },
      consents: [
        termsConsent(ids.terms, terms),
        {
          propertyId: ids.whatsappContact,
          purpose: 'whatsappContact',
          granted: payload.acceptSendMessage,
          policyVersion: CONSENT_POLICY_VERSION,
        },
      ],
    },
    fingerprint,
  );
}

export function consentRecordOf(
  subject: ConsentSubject,
  fingerprint: string | undefined,
): ConsentRecord {
  return subject.form === 'customer'
    ? customerConsentRecord(subject.payload, fingerprint)
    : digitalConsentRecord(subject.payload, fingerprint);
}
