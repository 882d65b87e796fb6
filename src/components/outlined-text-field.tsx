import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { recordingMask } from './recording-mask.ts';

export interface OutlinedTextFieldSlotProps {
  /** Props of the OutlinedInput (e.g. `endAdornment`, `inputComponent`). */
  input?: Partial<OutlinedInputProps>;
  /** Attributes of the `<input>` element itself (e.g. `inputMode`, `maxLength`). */
  htmlInput?: InputBaseComponentProps;
  formHelperText?: Partial<FormHelperTextProps>;
}

/** What goes to the `<input>`; everything else goes to the root, as with MUI's TextField. */
type InputProps = Pick<
  OutlinedInputProps,
  'name' | 'value' | 'type' | 'autoComplete' | 'onChange' | 'onBlur' | 'inputRef'
>;

export interface OutlinedTextFieldProps
  extends InputProps, Omit<FormControlProps, 'children' | keyof InputProps | 'variant' | 'error'> {
  label: ReactNode;
  /** Flags the field as invalid (`aria-invalid`, error colours). */
  error?: boolean;
  /** The text under the field, linked to the input with `aria-describedby`. */
  helperText?: ReactNode;
  /** The id of more text that describes the input (a checklist under it), after the helper text. */
  describedBy?: string | undefined;
  slotProps?: OutlinedTextFieldSlotProps;
}

/**
 * MUI's TextField in its outlined variant, built from the same parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) with the same ids and ARIA links. TextField itself always
 * imports Select, Menu, Popover, Modal and the filled and standard inputs (about 15 KB gzip) for
 * its `select` and `variant` props, which the forms never use; this keeps them off the register
 * screen's first paint (docs/performance.md).
 */
export function OutlinedTextField({
  id: idOverride,
  label,
  helperText,
  describedBy,
  error = false,
  slotProps = {},
  name,
  value,
  type,
  autoComplete,
  onChange,
  onBlur,
  inputRef,
  ...root
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const descriptionIds = [helperTextId, describedBy].filter(Boolean).join(' ') || undefined;
  const inputProps = { name, value, type, autoComplete, onChange, onBlur, inputRef };
  return (
    <FormControl {...root} error={error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        aria-describedby={descriptionIds}
        fullWidth={root.fullWidth ?? false}
        // No recorder copies what is typed (recording-mask.ts).
        inputProps={{ ...slotProps.htmlInput, ...recordingMask(slotProps.htmlInput?.className) }}
        {...slotProps.input}
      />
      {helperText ? (
        <FormHelperText {...slotProps.formHelperText} id={helperTextId}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
