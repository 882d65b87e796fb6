import type { ClipboardEvent, DragEvent } from 'react';

/**
 * Handlers for a confirmation input: it must be typed, not pasted or dropped, or it would only
 * repeat a typo of the first field (spec section 5: pasting into confirm fields is blocked).
 */
export const blockPasteAndDrop = {
  onPaste: (event: ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
  },
  onDrop: (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
  },
};
