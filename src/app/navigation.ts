import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DIGITAL_SIGN_UP_PATH } from '../routing/route-paths.ts';

/** Where a registration machine can send the visitor (its `goToDigitalSignUp` action). */
export interface Navigation {
  goToDigitalSignUp(): void;
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
  return {
    connect(navigate) {
      current = navigate;
      return () => {
        if (current === navigate) current = undefined;
      };
    },
    goToDigitalSignUp() {
      if (!current) throw new Error('Navigation is not connected to the router yet.');
      current(DIGITAL_SIGN_UP_PATH);
    },
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
