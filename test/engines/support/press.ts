import { armPress, pressResult, type PressResult } from './click-point.ts';
import type { EngineName } from './scripted-page.ts';
import { pause } from './poll.ts';

/** As long as a control is looked for (scripted-page.ts). */
const PRESS_WAIT_MS = 15_000;

/**
 * Presses the element `expression` finds with `press` (the driver's pointer) until a press
 * reaches it: one that reached something else was stopped in the page (click-point.ts), so
 * pressing again is what a customer does after the page moved under their finger. `press`
 * returns what covers the element when it did not press. Fails after 15 s, naming what the
 * presses reached.
 */
export async function pressUntilHit(
  engine: EngineName,
  run: <R>(expression: string) => Promise<R>,
  expression: string,
  press: () => Promise<string | undefined>,
): Promise<void> {
  const deadline = Date.now() + PRESS_WAIT_MS;
  for (;;) {
    await run(`(${armPress.toString()})(${expression})`);
    const covered = await press();
    let reached = covered ?? '';
    if (covered === undefined) {
      let result: PressResult = { state: 'pending' };
      const ends = Date.now() + 2_000;
      while (result.state === 'pending' && Date.now() < ends) {
        result = await run<PressResult>(`(${pressResult.toString()})()`);
        if (result.state === 'pending') await pause(20);
      }
      if (result.state === 'hit') return;
      reached = result.state === 'missed' ? result.reached : 'no press at all';
    }
    if (Date.now() > deadline) {
      throw new Error(`${engine}: the press reached ${reached}, not the control.`);
    }
    await pause(100);
  }
}
