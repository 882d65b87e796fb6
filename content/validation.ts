/** Local validation messages (spec section 5), exactly as the spec shows them, quirks included. */
export const validation = {
  cpfRequired: 'Informe um CPF.',
  cpfInvalid: 'O CPF informado é inválido.',
  termsRequired: 'É necessário concordar com os termos e condições para se cadastrar.',
  questionRequired: 'Preencha todos os campos.',
  yearLength: 'Campo ano de nascimento deve ter 4 dígitos.',
  /**
   * Not in the spec, which only limits the day to 2 characters: the input's maxLength keeps the
   * form from ever showing it; the schema still carries the rule so no payload breaks it.
   */
  dayLength: 'Campo dia de nascimento deve ter no máximo 2 dígitos.',
  /** The refi and earliest variants' single message for the finish step's empty fields. */
  allFieldsRequired: 'Prencha todos os campos.',
  fieldRequired: {
    cellphone: 'Preencha o campo (Celular).',
    email: 'Preencha o campo (E-mail).',
    password: 'Preencha o campo (Senha).',
    confirmPassword: 'Preencha o campo (Confirmar Senha).',
    name: 'Preencha o campo (Nome).',
    /** Not in the spec, which only says the nickname is required; worded like the others. */
    nickname: 'Preencha o campo (Apelido).',
  },
  emailInvalid: 'Endereço de e-mail inválido.',
  confirmEmailInvalid: 'Endereço de e-mail inválido. (Confirme seu e-mail)',
  emailMismatch:
    "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
  passwordMismatch: 'As senhas não coincidem. Digite sua senha novamente.',
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres.',
  passwordWeak:
    'Senha média, insira um caracter especial, pelo menos 1 letra maiúscula ou minúscula e um número!',
  birthDateInvalid: 'Preencha corretamente o campo (Data de Nascimento).',
  /**
   * Not in the spec, which only requires the cellphone: a complete number whose area code does
   * not exist or that is not a mobile one. Worded like the spec's birth-date message.
   */
  cellphoneInvalid: 'Preencha corretamente o campo (Celular).',
  underage: 'Você precisa ser maior de idade para continuar com cadastro!',
} as const;
