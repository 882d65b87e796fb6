import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/** The non-customer form's name: required after trimming, since the payload sends it trimmed. */
export const nameRule = string().trim().required(validation.fieldRequired.name);

/** The nickname the blocks variants ask for: required, blanks not counting. */
export const nicknameRule = string().trim().required(validation.fieldRequired.nickname);
