import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it mounts. Each step's heading uses it, so a screen
 * reader reads the new step and keyboard users continue from its top instead of from `<body>`.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
