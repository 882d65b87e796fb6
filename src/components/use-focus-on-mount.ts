import { useEffect, useRef } from 'react';

/**
 * Where the visitor has put the focus themselves, and must keep it: a field they type in, or,
 * before the app is ready, anywhere on the prerendered page once they moved it
 * (docs/decisions/024-prerender.md): they may have typed or tabbed there while the code loaded.
 * Noted rather than read from `document.activeElement`: React may attach while a Tab moves the
 * focus (seen in Chromium: after the control left fired `focusout`, before the next one's
 * `focusin`), when the focus is on no element.
 */
function visitorsFocus(): boolean {
  if (window.__portalReady === false) return window.__portalFocused === true;
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
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
