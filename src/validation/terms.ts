import { bool } from 'yup';
import { validation } from '../../content/validation.ts';

/** The terms checkbox: it must be checked to register (spec section 5). */
export const termsRule = bool().oneOf([true], validation.termsRequired);
