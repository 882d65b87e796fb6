import { existsSync } from 'node:fs';

/** Debian's Firefox ESR, which puppeteer-core drives over WebDriver BiDi (decision 047). */
const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** Debian's WebKitGTK: its WebDriver, the MiniBrowser it drives, and the X server it draws on. */
const MINIBROWSERS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

const first = (candidates) => candidates.find((path) => existsSync(path));

/** The Firefox the tests drive: $FIREFOX_PATH, else Debian's `firefox-esr`. */
export function firefoxPath() {
  const named = process.env.FIREFOX_PATH;
  if (named) return existsSync(named) ? named : undefined;
  return first(FIREFOX);
}

/** What a WebKit test needs, each undefined where not installed. */
export function webkitPaths() {
  return {
    driver: first(['/usr/bin/WebKitWebDriver']),
    miniBrowser: first(MINIBROWSERS),
    xvfb: first(['/usr/bin/Xvfb']),
  };
}

/** The Debian packages the Firefox and WebKit tests need and the machine lacks. */
export function missingEnginePackages() {
  const { driver, miniBrowser, xvfb } = webkitPaths();
  return [
    ...(firefoxPath() ? [] : ['firefox-esr']),
    // The MiniBrowser comes with libwebkit2gtk-4.1-0, which the driver depends on.
    ...(driver && miniBrowser ? [] : ['webkit2gtk-driver']),
    ...(xvfb ? [] : ['xvfb']),
  ];
}
