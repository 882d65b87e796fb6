import { lazy, use, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadAttemptContext } from './load-attempt.ts';

/** A component whose code loads on demand, and can be asked to load before it is drawn. */
export interface LazyComponent<Props extends object = object> {
  Component: ComponentType<Props>;
  /** Starts loading the code (once); resolves when it has arrived. */
  preload: () => Promise<unknown>;
  /** Whether the code has arrived: the component then draws without suspending. */
  isLoaded: () => boolean;
}

/**
 * Like `React.lazy`, with two differences. A component whose code was preloaded draws at once
 * instead of suspending for a tick (`React.lazy` always suspends on its first render). And a
 * failed load is not final: `React.lazy` keeps the rejection for good, so after a dropped
 * connection the part could never draw; here each attempt of the nearest `LoadFailureBoundary`
 * (its retry button) fetches the code again. Within one attempt the failure stands, so React's
 * own re-render after an error does not start a loop of requests.
 */
export function lazyComponent<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
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
  const attempts = new Map<number, LazyExoticComponent<ComponentType<Props>>>();
  const suspending = (attempt: number) => {
    let component = attempts.get(attempt);
    if (!component) {
      component = lazy(() => preload().then((loadedComponent) => ({ default: loadedComponent })));
      attempts.set(attempt, component);
    }
    return component;
  };
  function Component(props: Props) {
    const attempt = use(LoadAttemptContext);
    // Chosen once per mount: switching component types would remount it.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? suspending(attempt));
    return <Shown {...props} />;
  }
  return { Component, preload, isLoaded: () => loaded !== undefined };
}
