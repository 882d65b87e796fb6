/**
 * The engines' drivers (classic WebDriver for WebKit, BiDi for Firefox) do not wait for the page
 * as Playwright's locators do: a wait asks again every `everyMs` until the answer comes or
 * `withinMs` passes. The interval is how often to ask, never a guess at how long the app takes.
 */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/** Whether `check` held within `withinMs`, asked every `everyMs`. */
export async function pollUntil(
  check: () => boolean | Promise<boolean>,
  { withinMs, everyMs = 100 }: { withinMs: number; everyMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await pause(everyMs);
  }
}
