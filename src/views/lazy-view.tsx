import { lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on demand, and can be asked to load before it is drawn. */
export interface LazyView<Props extends object = object> {
  View: ComponentType<Props>;
  /** Starts loading the code (once); resolves when it has arrived. */
  preload: () => Promise<unknown>;
}

/**
 * Like `React.lazy`, but a view whose code was preloaded draws at once instead of suspending for
 * a tick: `React.lazy` always suspends on its first render, even when the module has arrived.
 * A failed load is forgotten, so the next attempt fetches again.
 */
export function lazyView<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyView<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function View(props: Props) {
    // Chosen once per mount: switching component types would remount the view.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { View, preload };
}
