import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ChangeEvent, type FocusEventHandler } from 'react';
import { texts } from '../../content/texts.ts';
import { PRIVACY_FROM_REGISTER, TERMS_PATH } from './portal-links.ts';
import { TextLink } from './text-link.tsx';

export interface TermsCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: FocusEventHandler<HTMLElement>;
  error: string | undefined;
}

/**
 * Acceptance of the terms, with links to the terms of use and the privacy policy. The links open
 * in a new tab so the form being filled is still there when the reader comes back.
 */
export function TermsCheckbox({ name, checked, onChange, onBlur, error }: TermsCheckboxProps) {
  const errorId = useId();
  return (
    <FormControl error={error !== undefined} margin="normal" fullWidth>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={onChange}
            onBlur={onBlur}
            slotProps={{
              input:
                error === undefined ? {} : { 'aria-describedby': errorId, 'aria-invalid': true },
            }}
          />
        }
        label={
          <>
            {texts.finish.termsBefore}
            <TextLink to={TERMS_PATH} newTab>
              {texts.finish.termsLink}
            </TextLink>
            {texts.finish.termsBetween}
            <TextLink to={PRIVACY_FROM_REGISTER} newTab>
              {texts.finish.privacyLink}
            </TextLink>
            {texts.finish.termsAfter}
          </>
        }
      />
      {error !== undefined && (
        <FormHelperText id={errorId} role="alert">
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
