/** The browser customers run, for the benchmarks: $CHROMIUM_PATH, else Debian's `chromium`. */
export function chromiumPath(): string | undefined;
/** The browser the tests drive: $CHROMIUM_PATH, else Debian's headless shell, else `chromium`. */
export function testBrowserPath(): string | undefined;
/** Whether Debian's headless shell is installed. */
export function hasHeadlessShell(): boolean;
/** Flags for Debian's Chromium as root, offline; every launcher uses them. */
export const CHROMIUM_FLAGS: readonly string[];
