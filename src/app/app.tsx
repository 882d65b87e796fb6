import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { brandOf } from '../../content/brands/index.ts';
import { BrandProvider } from '../brand/index.ts';
import { RegisterRouteContext } from '../pages/register-route-context.ts';
import { ROUTE_TABLES } from '../routing/route-tables.ts';
import { noticeToastComponents } from '../views/notices/notice-toast.tsx';
import { BASE_PATH, PortalRoutes } from './router.tsx';
import { readStoredClient } from './stored-client.ts';

/**
 * The composition root: the brand of the stored client id chooses the theme, the navigation bar
 * and the route table (spec section 2).
 */
export function App() {
  const [{ brand, table }] = useState(() => {
    const chosen = brandOf(readStoredClient(window.localStorage).clientId);
    return { brand: chosen, table: ROUTE_TABLES[chosen.routeTable] };
  });
  return (
    <BrandProvider brand={brand}>
      <RegisterRouteContext value={table.register.path}>
        <SnackbarProvider
          maxSnack={2}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          Components={noticeToastComponents}
        >
          <BrowserRouter basename={BASE_PATH}>
            <PortalRoutes table={table} />
          </BrowserRouter>
        </SnackbarProvider>
      </RegisterRouteContext>
    </BrandProvider>
  );
}
