import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { fill } from '../../content/fill.ts';
import { guidance } from '../../content/guidance.ts';

export interface EmailSuggestionProps {
  /** The address probably meant; nothing shows without one. */
  suggestion: string | undefined;
  onAccept: (suggestion: string) => void;
}

/**
 * The suggestion (content/guidance.ts) under an e-mail field, a button that one tap accepts. The
 * polite live region is always there, so a screen reader says the suggestion when it appears,
 * after what it is reading, without the focus moving.
 */
export function EmailSuggestion({ suggestion, onAccept }: EmailSuggestionProps) {
  return (
    <Box aria-live="polite" sx={{ mx: 1.75 }}>
      {suggestion !== undefined && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            onAccept(suggestion);
          }}
          sx={{ textAlign: 'left', overflowWrap: 'anywhere', py: 0.5 }}
        >
          {fill(guidance.finish.emailSuggestion, { email: suggestion })}
        </Link>
      )}
    </Box>
  );
}
