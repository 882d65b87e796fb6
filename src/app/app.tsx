import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { brandOf } from '../../content/brands/index.ts';
import { BrandProvider } from '../brand/index.ts';
import { RegisterRouteContext } from '../pages/register-route-context.ts';
import { ROUTE_TABLES } from '../routing/route-tables.ts';
import { noticeToastComponents } from '../views/notices/notice-toast.tsx';
import { cspNonce } from './csp-nonce.ts';
import { ConnectNavigation } from './navigation.ts';
import { BASE_PATH, PortalRoutes } from './router.tsx';
import type { Services } from './services.ts';
import { ServicesContext } from './services-context.ts';
import { readStoredClient } from './stored-client.ts';

/**
 * Emotion's styles carry the page's CSP nonce, so a policy without 'unsafe-inline' lets them
 * in. `prepend` puts them first in <head> (MUI's `injectFirst`): a stylesheet can override MUI.
 */
const emotionCache = createCache({
  key: 'css',
  prepend: true,
  ...(cspNonce === undefined ? {} : { nonce: cspNonce }),
});

/**
 * The app, composed: the services built where it starts (`src/main.tsx`), the deployment's
 * external 404 page, and the brand of the
 * stored client id, which chooses the theme, the navigation bar and the route table (spec
 * section 2).
 */
export function App({ services, notFoundUrl }: { services: Services; notFoundUrl: string }) {
  const [{ brand, table }] = useState(() => {
    const chosen = brandOf(readStoredClient(window.localStorage).clientId);
    return { brand: chosen, table: ROUTE_TABLES[chosen.routeTable] };
  });
  return (
    <ServicesContext value={services}>
      <CacheProvider value={emotionCache}>
        <BrandProvider brand={brand}>
          <RegisterRouteContext value={table.register.path}>
            <SnackbarProvider
              maxSnack={2}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              Components={noticeToastComponents}
            >
              <BrowserRouter basename={BASE_PATH}>
                <ConnectNavigation navigation={services.navigation} />
                <PortalRoutes table={table} notFoundUrl={notFoundUrl} />
              </BrowserRouter>
            </SnackbarProvider>
          </RegisterRouteContext>
        </BrandProvider>
      </CacheProvider>
    </ServicesContext>
  );
}
