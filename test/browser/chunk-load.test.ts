import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../content/messages.ts';
import { helpCentre } from '../../content/pages/help-centre.ts';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { chunkOfSource, readManifest } from '../../scripts/bench/bundle-sizes.ts';
import { HELP_PATH } from '../../routes/route-paths.ts';
import { headingFocused, headingShown, submitCpf } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';

/*
 * The later steps and the pages load their code on demand (docs/decisions/009-code-splitting.md).
 * When that request fails, the customer reads the catalogue's failure message and a button that
 * fetches the code again; nothing is blank and nothing stays broken.
 */

const session = useRegistrationSession();

/** The built file holding the code that starts at this source module, as the browser asks for it. */
function chunkUrl(source: string): string {
  const chunk = chunkOfSource(readManifest(resolve(import.meta.dirname, '../../dist')), source);
  if (!chunk) throw new Error(`No chunk of its own for ${source} in the build manifest.`);
  return `**/portal/${chunk.file}`;
}

/** Drops every request for that file until the returned function is called. */
async function dropRequests(page: Page, source: string): Promise<() => Promise<void>> {
  const url = chunkUrl(source);
  await page.route(url, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(url);
}

async function retry(page: Page): Promise<void> {
  await page.getByText(messages['step.failed'], { exact: true }).waitFor();
  await page.getByRole('button', { name: texts.app.retry, exact: true }).click();
}

describe('a part of the portal whose code fails to load', () => {
  it('shows the failure message on the card and draws the step once the retry fetches it', async () => {
    const { page, server } = session;
    const restore = await dropRequests(page, 'src/views/question/question-view.tsx');
    await page.goto(server.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await submitCpf(page, scenario('success').cpf);
    await page.getByText(messages['step.failed'], { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: texts.question.heading }).count()).toBe(0);

    await restore();
    await retry(page);
    expect(await headingFocused(page, texts.question.heading)).toBe(true);
  });

  it('shows the failure message for a page and draws the page once the retry fetches it', async () => {
    const { page, server } = session;
    const restore = await dropRequests(page, 'src/pages/help-centre/help-centre-page.tsx');
    await page.goto(server.portalUrl(HELP_PATH));
    await page.getByText(messages['step.failed'], { exact: true }).waitFor();

    await restore();
    await retry(page);
    await headingShown(page, helpCentre.heading);
  });
});
