import { createContext, lazy, Suspense, use, useCallback, useState, type ReactNode } from 'react';

import type * as NoticeLayerExports from './notice-layer.tsx';

type NoticeLayerModule = typeof NoticeLayerExports;
type LoadNoticeLayer = () => Promise<NoticeLayerModule>;

// One promise for every caller: callbacks on it run in the order they were added, so the toasts
// of a batch come in the order the machine emitted them.
let loaded: Promise<NoticeLayerModule> | undefined;
const loadModule: LoadNoticeLayer = () => (loaded ??= import('./notice-layer.tsx'));

/** Whether any page has asked for the toasts' layer: before that no toast can be on screen. */
export function noticeLayerAsked(): boolean {
  return loaded !== undefined;
}
// A layer that fails to load draws nothing, and the page stays: the card's own alert still shows
// the notice.
const LazyNoticeLayer = lazy<NoticeLayerModule['NoticeLayer']>(() =>
  loadModule().then(
    ({ NoticeLayer }) => ({ default: NoticeLayer }),
    () => ({ default: () => <></> }),
  ),
);

/**
 * How `NoticeToasts` reaches the toasts' layer: a promise of its module (the toasts' store),
 * settled once a provider can show what the store opens. Without a `NoticeHost` (a test that mounts notistack's own
 * provider around the views) the module alone is enough.
 */
const NoticeLayerContext = createContext<LoadNoticeLayer>(loadModule);

export function useNoticeLayer(): LoadNoticeLayer {
  return use(NoticeLayerContext);
}

/**
 * Keeps the toasts' code out of the first screen: the layer (notistack's provider, its toasts) is
 * loaded and drawn beside the page the first time a notice asks for it, then stays. Until then it
 * draws nothing, so the page hydrates over the prerendered one unchanged.
 */
export function NoticeHost({ children }: { children: ReactNode }) {
  const [layer] = useState(() => {
    let mounted: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      mounted = resolve;
    }).then(loadModule);
    return { mounted, ready };
  });
  const [wanted, setWanted] = useState(false);
  const load = useCallback<LoadNoticeLayer>(() => {
    setWanted(true);
    return layer.ready;
  }, [layer]);
  return (
    <NoticeLayerContext value={load}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <LazyNoticeLayer onMounted={layer.mounted} />
        </Suspense>
      )}
    </NoticeLayerContext>
  );
}
