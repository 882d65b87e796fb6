import { guidance } from '../../content/guidance.ts';

import { recordingMask } from './recording-mask.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * Whose the new password is, for password managers: they save a password under the username
 * field of its form (`autocomplete="username"`), and a form without one leaves them guessing.
 * Hidden from sight and from the tab order, but not `display: none`, which managers skip; the
 * value is the CPF the customer logs in with, so it carries the recorders' masks like every input.
 */
export function UsernameField({ cpf }: { cpf: string }) {
  return (
    <VisuallyHidden>
      <input
        type="text"
        name="username"
        autoComplete="username"
        aria-label={guidance.finish.username}
        value={cpf}
        readOnly
        tabIndex={-1}
        aria-hidden
        {...recordingMask()}
      />
    </VisuallyHidden>
  );
}
