// @vitest-environment happy-dom
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_SCRIPT } from '../../../scripts/build/prerender/inline-script.ts';
import { StepHeading } from '../../../src/components/step-heading.tsx';

/**
 * A step's heading on a page the build drew in advance (docs/decisions/024-prerender.md): the
 * page's own inline script runs, the visitor may move the focus, then React attaches to the page.
 */

const HEADING = 'Faça seu cadastro!';

function FirstScreen() {
  return (
    <>
      <StepHeading>{HEADING}</StepHeading>
      <input name="cpf" aria-label="CPF" />
      <input type="checkbox" aria-label="Li e aceito" />
    </>
  );
}

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  delete window.__portalReady;
  delete window.__portalFocused;
});

/** The prerendered first screen with its inline script run; every element focused is noted. */
function prerenderedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FirstScreen />);
  document.body.append(container);
  // The page's inline script, run as the page runs it right after #root.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own script text
  const inlineScript = new Function(INLINE_SCRIPT) as () => void;
  inlineScript();
  const focused: string[] = [];
  document.addEventListener('focusin', (event) => {
    focused.push((event.target as HTMLElement).tagName.toLowerCase());
  });
  const element = (selector: string) => container.querySelector<HTMLElement>(selector);
  return {
    focused,
    heading: element('h1'),
    cpf: element('input[name=cpf]'),
    terms: element('input[type=checkbox]'),
    /** React attaches to the page as src/main.tsx does: a transition, which yields to input. */
    attach() {
      startTransition(() => {
        root = hydrateRoot(container, <FirstScreen />);
      });
    },
  };
}

describe('the step heading on a prerendered page', () => {
  it('takes the focus when the app attaches to a page the visitor has not touched', async () => {
    const page = prerenderedPage();
    expect(window.__portalReady).toBe(false);
    page.attach();
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(page.heading);
    });
  });

  it('leaves the focus to a visitor who tabs on while the app attaches', async () => {
    const page = prerenderedPage();
    page.cpf?.focus();
    // React may attach to the page in the middle of the visitor's Tab (seen in Chromium: the
    // heading mounted after the CPF field's focusout, before the next control's focusin), when
    // the focus is on no element: the heading mounts there.
    const heading = document.createElement('div');
    document.body.append(heading);
    page.cpf?.addEventListener(
      'focusout',
      () => {
        flushSync(() => {
          root = createRoot(heading);
          root.render(<StepHeading>{HEADING}</StepHeading>);
        });
      },
      { once: true },
    );
    page.terms?.focus();
    await new Promise((done) => setTimeout(done, 0));
    expect(heading.querySelector('h1')).not.toBeNull();
    expect(page.focused).toEqual(['input', 'input']);
    expect(document.activeElement).toBe(page.terms);
  });
});
