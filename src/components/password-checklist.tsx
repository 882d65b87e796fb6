import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { guidance } from '../../content/guidance.ts';

import { passwordRulesMet, type PasswordRulesMet } from '../validation/password.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const RULES: readonly (keyof PasswordRulesMet)[] = ['length', 'letter', 'digit', 'special'];

export interface PasswordChecklistProps {
  id: string;
  password: string;
}

/**
 * The password rules (spec section 5) under the password field, each ticked as soon as what is
 * typed meets it. Always drawn, so nothing below moves when the field is entered or left. A polite
 * live region: a screen reader says which rule changed, after what is being typed, without the
 * focus moving; each rule's state is also words, not only a colour or a mark.
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const met = passwordRulesMet(password);
  const rules = guidance.finish.passwordRules;
  return (
    <Box id={id} aria-live="polite" sx={{ mt: 0.5, mb: 1, mx: 1.75 }}>
      <Typography variant="caption" component="p" color="text.secondary">
        {rules.heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {RULES.map((rule) => (
          <Typography
            key={rule}
            component="li"
            variant="caption"
            data-met={met[rule]}
            sx={{
              display: 'flex',
              gap: 0.75,
              color: met[rule] ? 'success.dark' : 'text.secondary',
            }}
          >
            <Box component="span" aria-hidden sx={{ width: '1em', flexShrink: 0 }}>
              {met[rule] ? '✓' : '•'}
            </Box>
            <span>
              {rules[rule]}
              <VisuallyHidden>{`: ${met[rule] ? rules.met : rules.unmet}`}</VisuallyHidden>
            </span>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
