/** Paths of the default route table, relative to the base path /portal/. */
export const REGISTER_PATH = '/cadastro';
export const DIGITAL_SIGN_UP_PATH = '/cadastro-refi-digital';
export const PRIVACY_PATH = '/politica-de-privacidade';
export const TERMS_PATH = '/termos-de-uso';
export const HELP_PATH = '/central-de-ajuda';
