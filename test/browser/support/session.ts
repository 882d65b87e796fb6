import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium, PHONE, type Chromium } from './chromium.ts';
import { startPortalServer, type PortalServer, type PortalServerOptions } from './portal-server.ts';

export interface SentEmail {
  address: string;
  document: string;
  clientId: string;
  resendCount: number;
}

/** A test file's portal, sandbox and Chromium, with a fresh page and a reset sandbox per test. */
export interface RegistrationSession {
  readonly page: Page;
  readonly server: PortalServer;
  /** The activation e-mails the sandbox "sent". */
  emailsSent(): Promise<SentEmail[]>;
  /** The keys the portal left in local storage. */
  storedKeys(): Promise<string[]>;
}

/** Registers the file's hooks; call it once at the top of a browser test file. */
export function useRegistrationSession(
  viewport = PHONE,
  serverOptions: PortalServerOptions = {},
): RegistrationSession {
  let server: PortalServer | undefined;
  let browser: Chromium | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startPortalServer(serverOptions);
    browser = await launchChromium(viewport);
    await browser.keepSiteWarm(server.origin);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await session.server.reset();
    page = await (browser as Chromium).context.newPage();
  });
  afterEach(async () => {
    await page?.close();
  });

  const session: RegistrationSession = {
    get page() {
      if (!page) throw new Error('No page outside a test.');
      return page;
    },
    get server() {
      if (!server) throw new Error('No server before beforeAll.');
      return server;
    },
    async emailsSent() {
      const response = await fetch(`${session.server.origin}/sandbox/api/emails`);
      return (await response.json()) as SentEmail[];
    },
    storedKeys: () => session.page.evaluate(() => Object.keys(localStorage).sort()),
  };
  return session;
}
