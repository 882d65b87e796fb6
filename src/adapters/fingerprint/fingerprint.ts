/** A browser fingerprint for the consent record. */
export interface Fingerprint {
  /** The visitor id, or undefined when it could not be computed: never rejects. */
  visitorId(): Promise<string | undefined>;
}

/** No fingerprint at all (`PORTAL_FINGERPRINT=off`). */
export const noFingerprint: Fingerprint = { visitorId: () => Promise.resolve(undefined) };
