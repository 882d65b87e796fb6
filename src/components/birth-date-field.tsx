import { MaskedField } from './masked-field.tsx';
import type { FieldProps } from './field-props.ts';

export const BIRTH_DATE_FORMAT = '##/##/####';

export interface BirthDateFieldProps extends FieldProps {
  /** Receives the digits only, without the slashes. */
  onValueChange: (digits: string) => void;
}

/** A birth date, masked DD/MM/YYYY on a numeric keyboard, with the browser's birthday autofill. */
export function BirthDateField(props: BirthDateFieldProps) {
  return (
    <MaskedField {...props} format={BIRTH_DATE_FORMAT} inputMode="numeric" autoComplete="bday" />
  );
}
