import { useEffect, useRef } from 'react';

/** A field of the page the visitor is typing in. */
function typingInField(): boolean {
  const active = document.activeElement;
  return (
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.isConnected
  );
}

/**
 * A ref whose element takes the focus when it mounts. Each step's heading uses it, so a screen
 * reader reads the new step and keyboard users continue from its top instead of from `<body>`.
 * Not while the visitor types in a field: on a prerendered page they may have started before the
 * app attached (docs/decisions/024-prerender.md), and the field keeps the focus.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!typingInField()) ref.current?.focus();
  }, []);
  return ref;
}
