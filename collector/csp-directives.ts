/**
 * The directives of CSP level 3 and the drafts browsers implement. A report naming anything else
 * counts under `other` (the list's last), so a forged report cannot add series.
 */
export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'fenced-frame-src',
  'form-action',
  'frame-ancestors',
  'base-uri',
  'sandbox',
  'trusted-types',
  'require-trusted-types-for',
  'webrtc',
  'other',
] as const;
