import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { contactPlaceholders, placeholders, type Placeholder } from '../../content/company.ts';
import { fill } from '../../content/fill.ts';
import { texts } from '../../content/texts.ts';
import { contactHref } from './contact-href.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

function isPlaceholder(name: string): name is Placeholder {
  return Object.hasOwn(placeholders, name);
}

/**
 * A catalogue text with its placeholders filled, each contact among them a link (issue 39): a
 * phone number calls, the WhatsApp number opens a chat, the e-mail address a new message.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(PLACEHOLDER);
  return parts.map((part, index) => {
    // split() with a group puts each placeholder's name at the odd indices.
    if (index % 2 === 0) return <Fragment key={index}>{fill(part)}</Fragment>;
    const kind = isPlaceholder(part) ? contactPlaceholders[part] : undefined;
    if (!isPlaceholder(part) || kind === undefined) {
      return <Fragment key={index}>{fill(`{${part}}`)}</Fragment>;
    }
    const contact = placeholders[part];
    if (kind !== 'whatsapp') {
      return (
        <Link key={index} href={contactHref(kind, contact)} color="inherit">
          {contact}
        </Link>
      );
    }
    return (
      <Link
        key={index}
        href={contactHref(kind, contact)}
        color="inherit"
        target="_blank"
        rel="noopener"
        // The name says it leaves; the message's own text stays the catalogue's.
        aria-label={`${contact}${texts.app.opensInNewTab}`}
      >
        {contact}
      </Link>
    );
  });
}
