import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useRef, type FocusEventHandler } from 'react';
import { texts } from '../../../content/texts.ts';
import { recordingMask } from '../../components/recording-mask.ts';

export interface MotherNameChoiceProps {
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Called when a name is chosen by pointer or Space, to move on to the next field. */
  onChosen: () => void;
  onBlur: FocusEventHandler<HTMLElement>;
  error: string | undefined;
}

/** The mother's first name, one of the names the server offered. */
export function MotherNameChoice({
  name,
  options,
  value,
  onChange,
  onChosen,
  onBlur,
  error,
}: MotherNameChoiceProps) {
  const errorId = useId();
  // Arrow keys move through a radio group by selecting each option on the way. Moving the focus
  // away on those would leave keyboard users unable to reach any but the next option, so only a
  // choice made otherwise moves on (the spec's "choosing moves focus to the birth day").
  const walkingWithArrows = useRef(false);
  return (
    <FormControl component="fieldset" error={error !== undefined} margin="normal" fullWidth>
      <FormLabel component="legend">{texts.question.mothersName}</FormLabel>
      <RadioGroup
        // The options are the customer's mother's name among others: no recorder copies them.
        {...recordingMask()}
        name={name}
        value={value}
        aria-describedby={error === undefined ? undefined : errorId}
        onKeyDown={(event) => {
          walkingWithArrows.current = event.key.startsWith('Arrow');
        }}
        onKeyUp={() => {
          walkingWithArrows.current = false;
        }}
        onChange={(_, chosen) => {
          onChange(chosen);
          if (!walkingWithArrows.current) onChosen();
        }}
        onBlur={onBlur}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
      </RadioGroup>
      {error !== undefined && (
        <FormHelperText id={errorId} role="alert">
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
