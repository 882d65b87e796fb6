import { MaskedField } from './masked-field.tsx';
import type { FieldProps } from './field-props.ts';

export const PHONE_FORMAT = '(##) #####-####';

export interface PhoneFieldProps extends FieldProps {
  onValueChange: (digits: string) => void;
}

/** A Brazilian mobile number with area code, masked (##) #####-####; autofill gives it without +55. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <MaskedField {...props} format={PHONE_FORMAT} inputMode="tel" autoComplete="tel-national" />
  );
}
