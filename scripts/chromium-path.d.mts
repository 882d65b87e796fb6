/** The Chromium the browser tests use: $CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string | undefined;
/** Flags for Debian's Chromium as root, offline; every launcher uses them. */
export const CHROMIUM_FLAGS: readonly string[];
