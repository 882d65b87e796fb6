import { useEffect } from 'react';

/** Leaves the portal for an external address (the company's 404 page for unknown paths). */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
