import Checkbox from '@mui/material/Checkbox';
import { recordingMask } from './recording-mask.ts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId, useState, type ChangeEvent, type FocusEventHandler, type Ref } from 'react';
import { texts } from '../../content/texts.ts';
import { PRIVACY_FROM_REGISTER, TERMS_PATH } from './portal-links.ts';
import { TermsDialog } from './lazy-terms-dialog.tsx';
import { TextLink } from './text-link.tsx';

export interface TermsCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: FocusEventHandler<HTMLElement>;
  error: string | undefined;
  /** The terms of use as a page in a new tab (default), or in a dialog over the form (refi). */
  termsLink?: 'page' | 'modal';
  /** The checkbox's `<input>`, for a form to focus when the terms are what is missing. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * Acceptance of the terms, with links to the terms of use and the privacy policy. The links open
 * in a new tab, or the terms in a dialog, so the form being filled is still there when the reader
 * comes back. Links and buttons inside the label do not toggle the checkbox.
 */
export function TermsCheckbox({
  name,
  checked,
  onChange,
  onBlur,
  error,
  termsLink = 'page',
  inputRef,
}: TermsCheckboxProps) {
  const errorId = useId();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <>
      <FormControl error={error !== undefined} margin="normal" fullWidth>
        {/* The box sits at the label's first line, not at its middle: a page painted while its HTML
            is still arriving (a slow phone) would otherwise move the box down as the label's
            later lines arrive, a layout shift. */}
        <FormControlLabel
          sx={{ alignItems: 'flex-start' }}
          control={
            <Checkbox
              sx={{ mt: -1 }}
              name={name}
              checked={checked}
              onChange={onChange}
              onBlur={onBlur}
              {...(inputRef ? { inputRef } : {})}
              slotProps={{
                input: {
                  // The attributes and the classes, like every other input (issue 36).
                  ...recordingMask(),
                  ...(error === undefined
                    ? {}
                    : { 'aria-describedby': errorId, 'aria-invalid': true }),
                },
              }}
            />
          }
          label={
            <>
              {texts.finish.termsBefore}
              {termsLink === 'modal' ? (
                <Link
                  component="button"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setTermsOpen(true);
                  }}
                  sx={{ verticalAlign: 'baseline', font: 'inherit' }}
                >
                  {texts.finish.termsLink}
                </Link>
              ) : (
                <TextLink to={TERMS_PATH} newTab>
                  {texts.finish.termsLink}
                </TextLink>
              )}
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
      {/* Outside the label: React events from the dialog's portal bubble up the component tree. */}
      {termsLink === 'modal' && (
        <TermsDialog
          open={termsOpen}
          onClose={() => {
            setTermsOpen(false);
          }}
        />
      )}
    </>
  );
}
