import type { ClipboardEvent } from 'react';
import { MaskedField } from './masked-field.tsx';
import type { FieldProps } from './field-props.ts';

export const PHONE_FORMAT = '(##) #####-####';

export interface PhoneFieldProps extends FieldProps {
  onValueChange: (digits: string) => void;
}

/**
 * The national number of a pasted one that carries Brazil's country code ('+55 11 98765-4321',
 * as messaging apps copy it): 13 digits starting with 55. The mask alone would keep the first 11
 * digits, '(55) 11987-6543'. Undefined for anything else, which the mask takes as it is.
 */
export function nationalNumber(pasted: string): string | undefined {
  const digits = pasted.replace(/\D/g, '');
  return /^55\d{11}$/.test(digits) ? digits.slice(2) : undefined;
}

/** A Brazilian mobile number with area code, masked (##) #####-####; autofill gives it without +55. */
export function PhoneField({ onValueChange, ...props }: PhoneFieldProps) {
  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const national = nationalNumber(event.clipboardData.getData('text'));
    if (national === undefined) return;
    event.preventDefault();
    onValueChange(national);
  }
  return (
    <MaskedField
      {...props}
      onValueChange={onValueChange}
      onPaste={onPaste}
      format={PHONE_FORMAT}
      inputMode="tel"
      autoComplete="tel-national"
    />
  );
}
