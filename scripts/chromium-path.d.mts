/** The Chromium the browser tests use: $CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string | undefined;
