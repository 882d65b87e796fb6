import { HELP_PATH, PRIVACY_PATH, TERMS_PATH } from '../../routes/route-paths.ts';

/** The privacy page, opened from registration: it then offers a way back (spec section 2). */
export const PRIVACY_FROM_REGISTER = `${PRIVACY_PATH}?source=register`;

export { HELP_PATH, TERMS_PATH };
