import Box from '@mui/material/Box';
import type { Placeholder } from '../../content/company.ts';
import { fill } from '../../content/fill.ts';

/**
 * Placeholders that hold phone numbers. On a 360 px phone "(00) 3000-0000" would otherwise break
 * at its space or hyphen, and a number split over two lines is easy to misread and misdial.
 */
const phonePlaceholders: ReadonlySet<string> = new Set<Placeholder>([
  'capitalsPhone',
  'otherRegionsPhone',
  'consumerPhone',
  'whatsapp',
]);

/** A content text with its placeholders filled, each phone number kept on one line. */
export function FilledText({ text }: { text: string }) {
  // Splitting on a capturing group alternates literal text (even indexes) and placeholder names.
  return text.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    const value = fill(`{${part}}`);
    return phonePlaceholders.has(part) ? (
      <Box key={index} component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    ) : (
      value
    );
  });
}
