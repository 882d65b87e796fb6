import { lazySchemaValidation } from './lazy-schema.ts';

// cpf.ts, and yup with it, loads when the first step's form is first focused or validated.
const rules = () => import('./cpf.ts');

/** The first step's validation (spec section 5): the CPF alone. */
export const cpfValidation = lazySchemaValidation(() => rules().then((module) => module.cpfSchema));

/** The blocks variants' first access: the CPF and the terms. */
export const firstAccessValidation = lazySchemaValidation(() =>
  rules().then((module) => module.firstAccessSchema),
);
