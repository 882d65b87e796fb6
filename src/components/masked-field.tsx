import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { OutlinedTextField as TextField } from './outlined-text-field.tsx';
import type { ClipboardEventHandler, Ref } from 'react';
import {
  PatternFormat,
  type NumberFormatValues,
  type PatternFormatProps,
} from 'react-number-format';
import type { FieldProps } from './field-props.ts';
import { formTextFieldProps } from './text-field-props.ts';

type PatternInputProps = InputBaseComponentProps & { ref?: Ref<HTMLInputElement> };

/**
 * The `<input>` MUI renders inside the TextField: a PatternFormat. Given as `inputComponent`
 * rather than `customInput={TextField}`, because PatternFormat hands `inputMode` to its custom
 * input, which TextField would put on its root `<div>` instead of the `<input>`.
 */
function PatternInput({ ref, format, ...props }: PatternInputProps) {
  // MUI types what it hands the input loosely (an index signature); these are PatternFormat's.
  const patternProps = props as Omit<PatternFormatProps, 'format' | 'getInputRef'>;
  return (
    <PatternFormat
      {...patternProps}
      format={String(format)}
      {...(ref ? { getInputRef: ref } : {})}
    />
  );
}

export interface MaskedFieldProps extends FieldProps {
  /** react-number-format pattern, `#` for a digit. */
  format: string;
  /** Receives the digits only, without the mask. */
  onValueChange: (digits: string) => void;
  inputMode: 'numeric' | 'tel';
  autoComplete: string;
  /** Shown but not editable: a value the flow already knows (the CPF of a blocks non-customer). */
  readOnly?: boolean | undefined;
  /** Sees a paste first, to normalise what the mask alone would cut wrongly. */
  onPaste?: ClipboardEventHandler<HTMLDivElement> | undefined;
}

/** A TextField whose value is digits and whose display is masked. */
export function MaskedField({
  format,
  onValueChange,
  inputMode,
  autoComplete,
  readOnly = false,
  ...field
}: MaskedFieldProps) {
  return (
    <TextField
      {...formTextFieldProps(field, {
        input: { inputComponent: PatternInput },
        htmlInput: {
          format,
          inputMode,
          readOnly,
          // The value kept in the form is digits only; the field shows them masked.
          valueIsNumericString: true,
          onValueChange: (values: NumberFormatValues) => {
            onValueChange(values.value);
          },
        },
      })}
      autoComplete={autoComplete}
    />
  );
}
