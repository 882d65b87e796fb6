import { MaskedField } from './masked-field.tsx';
import type { FieldProps } from './field-props.ts';

export const CPF_FORMAT = '###.###.###-##';

export interface CpfFieldProps extends FieldProps {
  onValueChange: (digits: string) => void;
  /** A CPF the flow already has: shown, not editable. */
  readOnly?: boolean | undefined;
}

/** The CPF, masked ###.###.###-##. Browsers have no autofill token for it, so autofill is off. */
export function CpfField(props: CpfFieldProps) {
  return <MaskedField {...props} format={CPF_FORMAT} inputMode="numeric" autoComplete="off" />;
}
