import { useEffect, useRef } from 'react';

/**
 * Where the visitor has put the focus themselves, and must keep it: a field they type in, or,
 * before the app is ready, any control of the prerendered page (docs/decisions/024-prerender.md):
 * they may have typed or tabbed there while the code loaded.
 */
function visitorsFocus(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || !active.isConnected) {
    return false;
  }
  const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  return typing || window.__portalReady === false;
}

/**
 * A ref whose element takes the focus when it mounts. Each step's heading uses it, so a screen
 * reader reads the new step and keyboard users continue from its top instead of from `<body>`;
 * but not from where the visitor has put the focus themselves.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!visitorsFocus()) ref.current?.focus();
  }, []);
  return ref;
}
