import type { ContactKind } from '../../content/company.ts';

/** Brazil's country code: every contact number is a Brazilian one. */
const BRAZIL = '55';

/**
 * Where a contact as the messages show it leads: `tel:` with the number in international form
 * (phones dial it from anywhere; `0800` lines keep their leading zero), WhatsApp's click-to-chat
 * address (digits with the country code), `mailto:`.
 */
export function contactHref(kind: ContactKind, contact: string): string {
  const digits = contact.replace(/\D/g, '');
  switch (kind) {
    case 'phone':
      return digits.startsWith('0800') ? `tel:${digits}` : `tel:+${BRAZIL}${digits}`;
    case 'whatsapp':
      return `https://wa.me/${BRAZIL}${digits}`;
    case 'email':
      return `mailto:${contact}`;
  }
}
