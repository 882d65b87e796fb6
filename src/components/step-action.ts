/**
 * Marks the button that carries a step forward (OK, PROSSEGUIR, FINALIZAR CADASTRO, REENVIAR
 * EMAIL): what the customer presses next, which a toast must never cover
 * (`liftStepActionAbove`).
 */
export const STEP_ACTION = 'data-step-action';

export const stepActionMark = { [STEP_ACTION]: '' } as const;
