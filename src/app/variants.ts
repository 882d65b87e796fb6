import { texts } from '../../content/texts.ts';
import type { MachineId } from '../../machines/index.ts';
import { DEFAULT_VARIANT_UI, type VariantUi } from '../registration/variant-ui.ts';

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
