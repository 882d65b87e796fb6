/** Paths of the portal's routes, relative to the base path /portal/ (spec section 2). */

/** The portal is served under /portal/ (spec section 1). */
export const BASE_PATH = '/portal';
export const REGISTER_PATH = '/cadastro';
export const REFI_REGISTER_PATH = '/cadastro-refi';
export const BLOCKS_REGISTER_PATH = '/cadastro-blocks';
export const MEU_FINANCIAMENTO_REGISTER_PATH = '/cadastro-meu-financiamento';
export const DIGITAL_SIGN_UP_PATH = '/cadastro-refi-digital';
export const PRIVACY_PATH = '/politica-de-privacidade';
export const TERMS_PATH = '/termos-de-uso';
export const HELP_PATH = '/central-de-ajuda';

/** The earliest variant's route names, which now redirect to the current ones. */
export const LEGACY_REGISTER_PATH = '/register';
export const LEGACY_TERMS_PATH = '/terms-of-use';
export const LEGACY_PRIVACY_PATH = '/privacy-policy';

/** The route a path names inside the base path, without trailing slashes (`/` for the base). */
export function routeOf(pathname: string): string {
  const inBase = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  const trimmed = inBase.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
