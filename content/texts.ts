/** Every label, heading and button of the register screen, in Brazilian Portuguese. */
export const texts = {
  app: {
    busy: 'Aguarde, processando...',
    loading: 'Carregando...',
    /** After a part of the screen failed to load (not in the spec). */
    retry: 'Tentar novamente',
    close: 'Fechar',
    spanId: 'Código de rastreio: {spanId}',
    /** Read after a link that opens in a new tab, for screen readers only. */
    opensInNewTab: ' (abre em uma nova aba)',
  },
  cpf: {
    heading: 'Faça seu cadastro!',
    intro: 'Informe o seu CPF para começar.',
    label: 'CPF',
    submit: 'OK',
    /** The first-access button of the blocks and meu-financiamento variants. */
    start: 'Começar',
    /** The meu-financiamento first-access heading (spec section 2). */
    headingMeuFinanciamento: 'Financiamento {product} primeiro Acesso',
    privacyLink: 'Política de privacidade',
  },
  question: {
    heading: 'Verificação dos dados',
    intro: 'Para sua segurança, confirme alguns dados.',
    mothersName: 'Primeiro nome da sua mãe',
    birthdayDay: 'Dia de nascimento',
    birthdayYear: 'Ano de nascimento',
    submit: 'PROSSEGUIR',
  },
  finish: {
    heading: 'Para finalizar...',
    cellphone: 'Celular',
    email: 'E-mail',
    confirmEmail: 'Confirme seu e-mail',
    password: 'Senha',
    confirmPassword: 'Confirmar Senha',
    /** Asked in the blocks and meu-financiamento variants. */
    nickname: 'Apelido',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    termsBefore: 'Li e concordo com os ',
    termsLink: 'termos de uso',
    termsBetween: ' e com a ',
    privacyLink: 'política de privacidade',
    termsAfter: '.',
    submit: 'FINALIZAR CADASTRO',
  },
  /** The non-customer sign-up form (spec section 2); its other labels are the finish step's. */
  nonClient: {
    /** The digital variant's heading; the blocks variants use the finish step's. */
    signUpHeading: 'Faça seu cadastro!',
    name: 'Nome',
    cpf: 'CPF',
    birthDate: 'Data de Nascimento',
    /** Not given by the spec, which only names a WhatsApp-contact consent. */
    whatsapp: 'Aceito receber contato pelo WhatsApp.',
  },
  activation: {
    heading: 'Você está quase lá!',
    sentTo:
      'Enviamos um link de ativação para o e-mail {email}. Clique no link para ativar o seu acesso ao portal.',
    sender: 'A mensagem é enviada pelo endereço {sender}.',
    spam: 'Não encontrou? Verifique também as caixas de spam e de promoções.',
    resend: 'REENVIAR EMAIL',
    resent: 'E-mail enviado com sucesso!',
  },
  redirect: {
    heading: 'Cliente não encontrado.',
  },
} as const;
