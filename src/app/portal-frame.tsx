import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { BrandProvider } from '../brand/index.ts';
import { RegisterRouteContext } from '../pages/register-route-context.ts';
import { NoticeHost } from '../views/notices/notice-host.tsx';
import { ConnectNavigation } from './navigation.ts';
import type { PortalStart } from './portal-start.ts';
import { PortalRoutes } from './router.tsx';
import type { Services } from './services.ts';
import { ServicesContext } from './services-context.ts';
import { StoredClientContext } from './stored-client-context.ts';

export interface PortalFrameProps {
  services: Services;
  notFoundUrl: string;
  start: Pick<PortalStart, 'brand' | 'table' | 'client'>;
  /** Emotion's cache: the page's, or the prerender's, whose styles are extracted per page. */
  cache: EmotionCache;
  /** The router around the routes: the browser's, or the prerender's static one. */
  router: (routes: ReactNode) => ReactNode;
}

/**
 * The app's tree, the same in the browser and in the build's prerender (scripts/build/prerender/),
 * so the browser hydrates exactly what the prerender drew: the services, the brand of the stored
 * client id (theme, navigation bar, route table; spec section 2), the notices' host (their layer
 * loads with the first notice) and the routes.
 */
export function PortalFrame({ services, notFoundUrl, start, cache, router }: PortalFrameProps) {
  const { brand, table, client } = start;
  return (
    <ServicesContext value={services}>
      <StoredClientContext value={client}>
        <CacheProvider value={cache}>
          <BrandProvider brand={brand}>
            <RegisterRouteContext value={table.register.path}>
              <NoticeHost>
                {router(
                  <>
                    <ConnectNavigation navigation={services.navigation} />
                    <PortalRoutes table={table} notFoundUrl={notFoundUrl} />
                  </>,
                )}
              </NoticeHost>
            </RegisterRouteContext>
          </BrandProvider>
        </CacheProvider>
      </StoredClientContext>
    </ServicesContext>
  );
}
