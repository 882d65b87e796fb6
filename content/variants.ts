import type { MachineId } from '../machines/index.ts';
import { texts } from './texts.ts';

/**
 * How the finish step names an empty field: one message per field (default variant), or the
 * single 'Prencha todos os campos.' of the refi and earliest variants (spec section 5).
 */
export type RequiredMessages = 'perField' | 'single';

/**
 * How the register screen's views differ between brand variants, beyond what their machines
 * decide. The app provides one value per variant with `VariantUiContext`
 * (src/registration/variant-ui.ts); the views read it with `useVariantUi()`. Texts are `content/` texts and may hold `{placeholders}`, filled by the views.
 */
export interface VariantUi {
  /** The CPF step (`cpf`, or `firstAccess` in the blocks variants). */
  firstStep: {
    /** Its heading, e.g. `texts.cpf.heading` or `texts.cpf.headingMeuFinanciamento`. */
    heading: string;
    /** Its button, `texts.cpf.submit` or `texts.cpf.start` (blocks variants). */
    submitLabel: string;
    /** The terms must be accepted before the CPF is sent (blocks variants). */
    askTerms: boolean;
  };
  /** How the finish step names an empty field: per field, or the single refi message. */
  finishRequiredMessages: RequiredMessages;
  /** The terms-of-use link of the terms checkbox: the page in a new tab, or a dialog (refi). */
  termsLink: 'page' | 'modal';
  /** A nickname is asked in the finish and non-customer forms (blocks variants). */
  nickname: boolean;
  /** E-mails are trimmed as well as lower-cased as they are typed (blocks variants). */
  trimEmails: boolean;
  /** Whether the WhatsApp-contact consent starts checked (blocks: yes; digital: no). */
  whatsappDefault: boolean;
}

/** The default variant's screen (no client id, or an unknown one). */
export const DEFAULT_VARIANT_UI: VariantUi = {
  firstStep: { heading: texts.cpf.heading, submitLabel: texts.cpf.submit, askTerms: false },
  finishRequiredMessages: 'perField',
  termsLink: 'page',
  nickname: false,
  trimEmails: false,
  whatsappDefault: false,
};

/**
 * A brand variant's register screen: how its views differ. Its machine is `MACHINES[id]`, built
 * when the screen first reads it (machines/registry.ts).
 */
export interface Variant {
  ui: VariantUi;
}

const firstAccessUi: VariantUi = {
  ...DEFAULT_VARIANT_UI,
  firstStep: { heading: texts.cpf.heading, submitLabel: texts.cpf.start, askTerms: true },
  nickname: true,
  trimEmails: true,
  whatsappDefault: true,
};

/** Every variant, by machine id (spec sections 2-5). */
export const VARIANTS: Readonly<Record<MachineId, Variant>> = {
  default: { ui: DEFAULT_VARIANT_UI },
  refi: { ui: { ...DEFAULT_VARIANT_UI, finishRequiredMessages: 'single', termsLink: 'modal' } },
  digital: { ui: { ...DEFAULT_VARIANT_UI, whatsappDefault: false } },
  blocks: { ui: firstAccessUi },
  'meu-financiamento': {
    ui: {
      ...firstAccessUi,
      firstStep: { ...firstAccessUi.firstStep, heading: texts.cpf.headingMeuFinanciamento },
    },
  },
};
