/**
 * The terms' heading on its own: the register screen's terms modal names the terms without
 * pulling the whole text into its bundle.
 */
export const TERMS_HEADING = 'Termos de uso';
