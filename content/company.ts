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

/** How a contact in a message is reached (issue 39): a call, a WhatsApp chat, an e-mail. */
export type ContactKind = 'phone' | 'whatsapp' | 'email';

/**
 * The placeholders that are contacts: a message shows each as a link a phone or a mail program
 * opens (`tel:`, WhatsApp's `wa.me`, `mailto:`), so nobody has to copy a number.
 */
export const contactPlaceholders: Readonly<Partial<Record<Placeholder, ContactKind>>> = {
  capitalsPhone: 'phone',
  otherRegionsPhone: 'phone',
  consumerPhone: 'phone',
  whatsapp: 'whatsapp',
  supportEmail: 'email',
};
