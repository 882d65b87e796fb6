import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { pause, pollUntil } from './poll.ts';
import WebDriver from 'webdriver';
import { webkitPaths } from '../../../scripts/engine-paths.mjs';
import { PHONE } from '../../browser/support/chromium.ts';
import { pressUntilHit } from './press.ts';
import type { EngineDriver } from './scripted-page.ts';
import { freePort } from '../../support/free-port.ts';

/**
 * Debian's WebKitGTK (the engine of Safari, another port: decision 047), driven over classic
 * WebDriver: Debian's `WebKitWebDriver` and the MiniBrowser of libwebkit2gtk, which has no
 * headless mode and so draws on an Xvfb screen of the phone's size. One X server, browser and
 * driver per test file, on a free display and free ports of their own.
 */

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const START_MS = 30_000;

/** Starts Xvfb on the first free display (it says which on a pipe) and returns the display. */
async function startXvfb(xvfb: string, processes: ChildProcess[]): Promise<string> {
  const { width, height } = PHONE;
  const server = spawn(
    xvfb,
    [
      '-displayfd',
      '3',
      '-screen',
      '0',
      `${String(width)}x${String(height)}x24`,
      '-nolisten',
      'tcp',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  processes.push(server);
  const pipe = server.stdio[3];
  if (!pipe) throw new Error('Xvfb gave no display pipe.');
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('Xvfb did not start.'));
    }, START_MS);
    pipe.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString().trim());
    });
    server.once('exit', (code) => {
      reject(new Error(`Xvfb ended (${String(code)}).`));
    });
  });
  return `:${display}`;
}

/** Retries `attempt` until it succeeds or START_MS passes: the driver and browser start apart. */
async function untilStarted<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + START_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(200);
    }
  }
}

export async function launchWebKit(): Promise<EngineDriver> {
  const { driver, miniBrowser, xvfb } = webkitPaths();
  if (!driver || !miniBrowser || !xvfb) {
    throw new Error('WebKit not found: run `node scripts/ensure-browsers.mjs`.');
  }
  const processes: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of processes.reverse()) child.kill();
  };
  try {
    const display = await startXvfb(xvfb, processes);
    const [inspectorPort, driverPort] = [await freePort(), await freePort()];
    // Started here rather than by the driver: both ports stay the ones chosen, and the browser
    // fills the phone-sized screen (a window will not go below 447 px wide).
    processes.push(
      spawn(miniBrowser, ['--automation', '--full-screen'], {
        env: {
          ...process.env,
          DISPLAY: display,
          WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${String(inspectorPort)}`,
          LANG: 'pt_BR.UTF-8',
        },
        stdio: 'ignore',
      }),
      spawn(
        driver,
        [`--port=${String(driverPort)}`, `--target=127.0.0.1:${String(inspectorPort)}`],
        {
          stdio: 'ignore',
        },
      ),
    );
    const client = await untilStarted(() =>
      WebDriver.newSession({
        hostname: '127.0.0.1',
        port: driverPort,
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          // webdriver asks for BiDi by default, which WebKitWebDriver refuses.
          'wdio:enforceWebDriverClassic': true,
          // WebKitWebDriver otherwise runs no script until the page has loaded: a page whose app
          // code is held never does. `goto` waits for the parsed document itself.
          pageLoadStrategy: 'none',
        },
      }),
    );
    await client.setWindowRect(0, 0, PHONE.width, PHONE.height);
    const run = async <R>(expression: string): Promise<R> =>
      (await client.executeScript(`return ${expression};`, [])) as R;
    return {
      engine: 'webkit',
      run,
      async inject(source) {
        await client.executeScript(source, []);
      },
      async clickElement(expression) {
        // WebDriver's click scrolls the element into view and refuses a covered one; the press
        // is checked in the page as well (press.ts): the page can move between the two.
        await pressUntilHit('webkit', run, expression, async () => {
          const element = await run<Record<string, string> | null>(expression);
          const id = element?.[ELEMENT_KEY];
          if (!id) throw new Error(`Not an element: ${expression.slice(0, 80)}`);
          try {
            await client.elementClick(id);
            return undefined;
          } catch (error) {
            if (error instanceof Error && /intercepted/i.test(`${error.name} ${error.message}`)) {
              return error.message;
            }
            throw error;
          }
        });
      },
      async goto(url) {
        // The document being left is marked: the new one is there once the mark is gone (its
        // address may already be the app's own, which replaces the entry URL as it starts).
        await run('(window.__leaving = true)');
        await client.navigateTo(url);
        const deadline = Date.now() + START_MS;
        // The driver answers a script run while the old document unloads with an error: not
        // there yet.
        const opened = () =>
          run<boolean>(`!window.__leaving && document.readyState !== 'loading'`).catch(
            (error: unknown) => {
              if (error instanceof Error && /unload|no such frame/i.test(error.message)) {
                return false;
              }
              throw error;
            },
          );
        if (!(await pollUntil(opened, { withinMs: deadline - Date.now(), everyMs: 50 }))) {
          throw new Error(`webkit: ${url} did not open.`);
        }
      },
      async screenshot(path) {
        // A screenshot right after an action can show the frame before it.
        await run(
          'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
        );
        await writeFile(path, Buffer.from(await client.takeScreenshot(), 'base64'));
      },
      async close() {
        try {
          await client.deleteSession();
        } finally {
          stopAll();
        }
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}
