import { use, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router';

export interface RouterAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route of the portal, relative to the router's basename. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a route of the portal, for MUI's `component` prop: an `<a>` with the route's address
 * that navigates inside the app on a plain click (a new tab, a modified click or another target
 * is left to the browser), as React Router's `<Link>` does for a path of the app, built from the
 * two hooks of the same package `<Link>` is built from. `<Link>` also carries prefetching and
 * route discovery for React Router's framework mode, which the portal does not use: about 2 KB
 * gzip before the register screen is interactive (docs/performance.md).
 */
export function RouterAnchor({ to, onClick, target, ref, ...rest }: RouterAnchorProps) {
  // As `<Link>` does: a router set to navigate in transitions does so for links too.
  const { useTransitions } = use(UNSAFE_NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, {
    ...(target === undefined ? {} : { target }),
    ...(useTransitions === undefined ? {} : { useTransitions }),
  });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
