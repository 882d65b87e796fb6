/**
 * Texts invented for issue 27 (the spec gives none of them), kept apart from `texts.ts` so that
 * they travel with the later steps' code, not with the first screen's: the password checklist,
 * the e-mail suggestion, the hidden username, the blocked question, the page for a form posted
 * without JavaScript. The spec's own texts and messages are unchanged.
 */
export const guidance = {
  question: {
    /**
     * After TOKEN_ERROR the access is blocked (spec 4.3 and 6): the form goes, this takes its
     * place, with the help centre to turn to.
     */
    blocked: 'Acesso bloqueado. Consulte a central de ajuda para saber como regularizar.',
    helpCentre: 'Central de ajuda',
  },
  finish: {
    /** The hidden username a password manager saves the new password under. */
    username: 'CPF do usuário',
    /**
     * The password rules of spec section 5 as a checklist under the password, each met or not
     * as it is typed. The spec's messages on submit are unchanged.
     */
    passwordRules: {
      heading: 'A senha precisa ter:',
      length: 'pelo menos 8 caracteres',
      letter: 'uma letra',
      digit: 'um número',
      special: 'um caractere especial: ~ ! @ # $ % ^ & * - _ + = ? > <',
      met: 'atendido',
      unmet: 'pendente',
    },
    /** A likely typo in the e-mail's domain, offered after the field is left. */
    emailSuggestion: 'Você quis dizer {email}?',
  },
  /**
   * The page a form sent without JavaScript gets (a blocked script, an old phone). The form
   * posts, so nothing typed went into an address, and nothing was kept.
   */
  noScript: {
    title: 'É preciso ativar o JavaScript',
    heading: 'É preciso ativar o JavaScript',
    body: 'O cadastro precisa do JavaScript do seu navegador. Ative-o, ou use outro navegador, e comece de novo. Nada do que foi digitado foi guardado.',
    back: 'Voltar ao cadastro',
  },
} as const;
