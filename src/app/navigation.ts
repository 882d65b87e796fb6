import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DIGITAL_SIGN_UP_PATH } from '../../routes/route-paths.ts';

/** Where a registration machine can send the visitor (its `goToDigitalSignUp` action). */
export interface Navigation {
  /** To the non-customer sign-up, which then offers the CPF already typed (`carriedCpf`). */
  goToDigitalSignUp(carried: { cpf: string }): void;
  /**
   * The CPF typed before the visitor was sent to the sign-up, so it is not typed twice. Kept in
   * this object only: never in the URL, the history's state or storage.
   */
  carriedCpf(): string | undefined;
}

/** Navigation through the app's router, connected once the router renders (`ConnectNavigation`). */
export interface RouterNavigation extends Navigation {
  /** Routes navigation through `navigate`; the returned function disconnects it. */
  connect(navigate: (path: string) => void): () => void;
}

/**
 * The services are built before React renders, and the router's `navigate` exists only inside
 * it: this holds the one the router hands over. Navigating before then is a wiring mistake, and
 * says so.
 */
export function createRouterNavigation(): RouterNavigation {
  let current: ((path: string) => void) | undefined;
  let cpf: string | undefined;
  return {
    connect(navigate) {
      current = navigate;
      return () => {
        if (current === navigate) current = undefined;
      };
    },
    goToDigitalSignUp(carried) {
      if (!current) throw new Error('Navigation is not connected to the router yet.');
      cpf = carried.cpf;
      current(DIGITAL_SIGN_UP_PATH);
    },
    carriedCpf: () => cpf,
  };
}

/** Hands the router's `navigate` to the navigation service; rendered inside the router. */
export function ConnectNavigation({ navigation }: { navigation: Navigation }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('connect' in navigation)) return undefined;
    return (navigation as RouterNavigation).connect((path) => void navigate(path));
  }, [navigation, navigate]);
  return null;
}
