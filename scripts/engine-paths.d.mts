/** The Firefox the tests drive: $FIREFOX_PATH, else Debian's `firefox-esr`. */
export declare function firefoxPath(): string | undefined;
/** What a WebKit test needs, each undefined where not installed. */
export declare function webkitPaths(): {
  driver: string | undefined;
  miniBrowser: string | undefined;
  xvfb: string | undefined;
};
/** The Debian packages the Firefox and WebKit tests need and the machine lacks. */
export declare function missingEnginePackages(): string[];
