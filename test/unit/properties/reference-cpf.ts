/**
 * An independent CPF check, written from the Receita Federal's rule and not from the library the
 * portal uses: each check digit is 11 minus the weighted sum mod 11 (0 when that is 10 or 11),
 * weights 10..2 for the first and 11..2 for the second; eleven equal digits are not a CPF.
 */
export function referenceIsCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = Array.from(digits).map(Number);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (numbers[i] ?? 0) * (length + 1 - i);
    const rest = 11 - (sum % 11);
    return rest >= 10 ? 0 : rest;
  };
  return checkDigit(9) === numbers[9] && checkDigit(10) === numbers[10];
}

/** The two check digits of a nine-digit base, by the same rule. */
export function referenceCheckDigits(base: string): string {
  const numbers = Array.from(base).map(Number);
  const digit = (values: number[]): number => {
    const sum = values.reduce((total, value, i) => total + value * (values.length + 1 - i), 0);
    const rest = 11 - (sum % 11);
    return rest >= 10 ? 0 : rest;
  };
  const first = digit(numbers);
  return `${first}${digit([...numbers, first])}`;
}
