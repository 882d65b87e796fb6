import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fill } from '../../../../content/fill.ts';
import { messages } from '../../../../content/messages.ts';
import { texts } from '../../../../content/texts.ts';
import type { MessageId } from '../../../../machines/shared/messages.ts';
import { FAULT_SPAN_IDS, type Fault } from './fault-kinds.ts';

/** What every field of the card's form holds: `name` (or `name=value` for a radio) → value. */
export type FormValues = Record<string, string | boolean>;

export async function formValues(page: Page): Promise<FormValues> {
  return (await stepView(page)).values;
}

/** The texts the card's alerts show for these catalogue ids; the first carries the span id. */
export function noticeTexts(ids: readonly MessageId[], fault: Fault): string[] {
  const spanId = FAULT_SPAN_IDS[fault];
  return ids.map((id, index) => {
    const text = fill(messages[id]);
    return index === 0 && spanId !== undefined
      ? `${text} ${fill(texts.app.spanId, { spanId })}`
      : text;
  });
}

/** The card's alerts, as read aloud: the toasts repeat them without a live role. */
export async function alertTexts(page: Page): Promise<string[]> {
  const texts = await page.getByRole('alert').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** What the customer sees of a step, read in one go. */
export interface StepView {
  url: string;
  headings: string[];
  alerts: string[];
  values: FormValues;
  /** Progress bars, elements marked aria-busy and disabled buttons: all 0 when idle. */
  busySigns: { progressbars: number; ariaBusy: number; disabledButtons: number };
}

export function stepView(page: Page): Promise<StepView> {
  return page.evaluate(() => {
    const visible = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter((element) =>
        element.checkVisibility(),
      );
    const inputs = [...document.querySelectorAll<HTMLInputElement>('form input')];
    return {
      url: location.href,
      headings: visible('h1, h2, h3').map((element) => element.innerText.trim()),
      alerts: visible('[role="alert"]')
        .map((element) => element.innerText.trim())
        .filter((text) => text !== ''),
      values: Object.fromEntries(
        inputs.map((input): [string, string | boolean] =>
          input.type === 'radio' || input.type === 'checkbox'
            ? [input.type === 'radio' ? `${input.name}=${input.value}` : input.name, input.checked]
            : [input.name, input.value],
        ),
      ),
      busySigns: {
        progressbars: visible('[role="progressbar"]').length,
        ariaBusy: document.querySelectorAll('[aria-busy="true"]').length,
        disabledButtons: visible('button:disabled').length,
      },
    };
  });
}

export interface StayedOnStep {
  heading: string;
  /** The catalogue ids the step shows for the failure, in order. */
  notices: readonly MessageId[];
  fault: Fault;
  /** What the form held when it was sent. */
  values: FormValues;
  /** The URL when it was sent. */
  url: string;
}

/**
 * The failure left the customer where they were: same step and URL, its catalogue message (with
 * the span id when the answer had one), every field as typed, and nothing busy any more.
 */
export async function expectStayedWithMessage(page: Page, expected: StayedOnStep): Promise<void> {
  const wanted = noticeTexts(expected.notices, expected.fault);
  const [first] = wanted;
  if (first === undefined) throw new Error('A failure shows at least one message.');
  await page.getByRole('alert').filter({ hasText: first }).first().waitFor();
  // The transition that shows the notice also ends the busy state; wait for React to draw both.
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  // A toast the new batch closed (one the previous page raised) leaves with an animation: wait
  // until the screen shows exactly this step's messages.
  await expect.poll(async () => (await stepView(page)).alerts, { timeout: 15_000 }).toEqual(wanted);
  const view = await stepView(page);
  expect(view.headings).toContain(expected.heading);
  expect(view.url).toBe(expected.url);
  expect(view.values).toEqual(expected.values);
  expect(view.busySigns).toEqual({ progressbars: 0, ariaBusy: 0, disabledButtons: 0 });
}
