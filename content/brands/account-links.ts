import type { BrandAccountLinks } from './brand.types.ts';

/**
 * A brand's log-in and password-reset pages in the sandbox. INVENTED: the spec names neither
 * (its message only says "digite a senha cadastrada ou clique em esqueci minha senha"); each
 * deployment sets its brands' real pages. `.invalid` never resolves, so no real site is reached.
 */
export function sandboxAccountLinks(host: string): BrandAccountLinks {
  return {
    login: `https://${host}.exemplo.invalid/entrar`,
    passwordReset: `https://${host}.exemplo.invalid/esqueci-minha-senha`,
  };
}
