import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { brandOf } from '../../content/brands/index.ts';
import type { MachineId } from '../../machines/registry.ts';
import type { RegistrationInput } from '../../machines/shared/registration.types.ts';
import { DigitalSignUpPage } from '../../src/app/digital-sign-up-page.tsx';
import { ConnectNavigation } from '../../src/app/navigation.ts';
import { RegisterPage } from '../../src/app/register-page.tsx';
import { ServicesContext } from '../../src/app/services-context.ts';
import { STORAGE_KEYS } from '../../src/app/stored-client.ts';
import { BrandProvider } from '../../src/brand/index.ts';
import { DIGITAL_SIGN_UP_PATH, ROUTE_TABLES } from '../../routes/route-tables.ts';
import { noticeToastComponents } from '../../src/views/notices/notice-toast.tsx';
import { preloadRegisterCard } from '../../src/views/step-views.tsx';
import type { FakeServices } from './fake-services.ts';

// The card loads its later steps' code on demand; here it is drawn at once, as the tests expect.
await preloadRegisterCard();

/**
 * The one way tests draw the register screen: the app's own `RegisterPage` (its machine, its
 * variant's screen values, the toasts, the session recording hook) inside `ServicesContext` with
 * fake services, under a router holding the variant's register route and the digital sign-up
 * route, connected to the app's router navigation as `App` connects it. The stored client is
 * read from localStorage, as the page does: it is written there first.
 */

/** The route of a variant's register screen, from the app's route tables. */
export function registerRouteOf(variant: MachineId): string {
  if (variant === 'digital') return DIGITAL_SIGN_UP_PATH;
  const table = Object.values(ROUTE_TABLES).find(({ register }) => register.machine === variant);
  if (!table) throw new Error(`No route table serves the '${variant}' register screen.`);
  return table.register.path;
}

export interface RenderRegisterPageOptions {
  variant: MachineId;
  services: FakeServices;
  /** What the app stored at startup; written to localStorage before the page reads it. */
  stored: RegistrationInput;
  /** Render in StrictMode, which runs every effect twice, as the app does in development. */
  strict?: boolean;
  /** notistack's limit; the app's is 2. */
  maxSnack?: number;
}

export interface RenderedPage {
  /** The router's current path: the register route, or the digital sign-up once left for it. */
  location: () => string;
  unmount: () => void;
}

function LocationProbe({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onChange(pathname);
  }, [pathname, onChange]);
  return null;
}

function NotStrict({ children }: { children: ReactNode }) {
  return children;
}

export function renderRegisterPage({
  variant,
  services,
  stored,
  strict = false,
  maxSnack = 2,
}: RenderRegisterPageOptions): RenderedPage {
  window.localStorage.setItem(STORAGE_KEYS.clientId, stored.clientId);
  window.localStorage.setItem(STORAGE_KEYS.redirectUri, stored.redirectUri);
  const route = registerRouteOf(variant);
  let current = route;
  const track = (pathname: string) => {
    current = pathname;
  };
  const Mode = strict ? StrictMode : NotStrict;
  const view = render(
    <Mode>
      <ServicesContext value={services}>
        <BrandProvider brand={brandOf(stored.clientId)}>
          <SnackbarProvider maxSnack={maxSnack} Components={noticeToastComponents}>
            <MemoryRouter initialEntries={[route]}>
              <ConnectNavigation navigation={services.navigation} />
              <LocationProbe onChange={track} />
              <Routes>
                <Route path={route} element={<RegisterPage variant={variant} />} />
                {route !== DIGITAL_SIGN_UP_PATH && (
                  <Route path={DIGITAL_SIGN_UP_PATH} element={<DigitalSignUpPage />} />
                )}
              </Routes>
            </MemoryRouter>
          </SnackbarProvider>
        </BrandProvider>
      </ServicesContext>
    </Mode>,
  );
  return { location: () => current, unmount: view.unmount };
}
