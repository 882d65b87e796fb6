/**
 * Values the specification does not show (product name, phone lines, addresses, hosts).
 * Each is obviously fictional and used from this one place; replace them per deployment.
 */
export const company = {
  productName: 'Exemplo',
  relationshipCentreCapitals: '(00) 3000-0000',
  relationshipCentreOtherRegions: '0800 000 0000',
  consumerServiceLine: '0800 000 0001',
  supportWhatsapp: '(00) 90000-0000',
  supportEmail: 'suporte@exemplo.invalid',
  registrationSender: 'cadastro@exemplo.invalid',
  notFoundUrl: 'https://www.exemplo.invalid/404',
} as const;

/** Placeholders a text in `content/` may use, filled from `company`. */
export const placeholders = {
  product: company.productName,
  capitalsPhone: company.relationshipCentreCapitals,
  otherRegionsPhone: company.relationshipCentreOtherRegions,
  consumerPhone: company.consumerServiceLine,
  whatsapp: company.supportWhatsapp,
  supportEmail: company.supportEmail,
  sender: company.registrationSender,
} as const;

export type Placeholder = keyof typeof placeholders;
