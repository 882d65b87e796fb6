/** What the browser tests' customers type: valid for every form, and fictional. */

/** The finish step's contact data and password. */
export const CONTACT = {
  cellphone: '11987654321',
  email: 'cliente@exemplo.invalid',
  password: 'Senha@2024',
} as const;

/** The non-customer forms' extra fields (the CPF is the digital form's: not in the sandbox). */
export const NON_CLIENT = {
  ...CONTACT,
  name: 'Ana Paula Souza',
  birthDate: '15031990',
  cpf: '52998224725',
} as const;
