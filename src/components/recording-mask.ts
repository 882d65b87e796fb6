/**
 * What the common session recorders honour to leave an element's value and text out of a
 * recording (issue 28; docs/integrations.md names each vendor's rule). Every input of the forms
 * and the question's options carry all of them, so the configured vendor, whichever it is,
 * records neither the CPF, the answers, the contact data nor the password.
 */
export const RECORDING_MASK_ATTRIBUTES = {
  /** Hotjar */
  'data-hj-suppress': '',
  /** Microsoft Clarity */
  'data-clarity-mask': 'True',
  /** LogRocket */
  'data-private': '',
  /** Smartlook */
  'data-recording-sensitive': '',
  /** Datadog RUM */
  'data-dd-privacy': 'mask',
  /** Sentry Session Replay */
  'data-sentry-mask': '',
} as const;

/** FullStory (`fs-mask`), rrweb and the recorders built on it (`rr-mask`), PostHog (`ph-no-capture`). */
export const RECORDING_MASK_CLASS = 'fs-mask rr-mask ph-no-capture';

/** Both, for an element's props; `className` joins the element's own. */
export function recordingMask(className?: string) {
  return {
    ...RECORDING_MASK_ATTRIBUTES,
    className: className ? `${RECORDING_MASK_CLASS} ${className}` : RECORDING_MASK_CLASS,
  };
}
