import { texts } from '../../content/texts.ts';
import { MACHINES, type MachineId, type RegistrationMachine } from '../../machines/index.ts';
import { DEFAULT_VARIANT_UI, type VariantUi } from '../registration/variant-ui.ts';

/** A brand variant's register screen: its machine and how its views differ. */
export interface Variant {
  machine: RegistrationMachine;
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
  default: { machine: MACHINES.default, ui: DEFAULT_VARIANT_UI },
  refi: {
    machine: MACHINES.refi,
    ui: { ...DEFAULT_VARIANT_UI, finishRequiredMessages: 'single', termsLink: 'modal' },
  },
  digital: { machine: MACHINES.digital, ui: { ...DEFAULT_VARIANT_UI, whatsappDefault: false } },
  blocks: { machine: MACHINES.blocks, ui: firstAccessUi },
  'meu-financiamento': {
    machine: MACHINES['meu-financiamento'],
    ui: {
      ...firstAccessUi,
      firstStep: { ...firstAccessUi.firstStep, heading: texts.cpf.headingMeuFinanciamento },
    },
  },
};
