// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RECORDING_MASK_ATTRIBUTES,
  RECORDING_MASK_CLASS,
} from '../../../src/components/recording-mask.ts';
import { createFakes, renderRegisterCard, termsCheckbox } from './register-card-harness.tsx';

/*
 * Issue 36 item 11: every input of a form, the checkboxes included, carries every session
 * recorder's masking rule, attributes and classes alike (docs/integrations.md): FullStory, rrweb
 * and PostHog read only the classes.
 */

afterEach(cleanup);

/** What an input lacks of the masking rules; [] when it has them all. */
function missingMasks(input: Element): string[] {
  const attributes = Object.keys(RECORDING_MASK_ATTRIBUTES).filter(
    (name) => !input.hasAttribute(name),
  );
  const classes = RECORDING_MASK_CLASS.split(' ').filter((name) => !input.classList.contains(name));
  return [...attributes, ...classes.map((name) => `.${name}`)];
}

describe('the recorders’ masks on the non-customer form', () => {
  it('are on every input, the terms and WhatsApp checkboxes as on the text fields', () => {
    renderRegisterCard(createFakes(), { machine: 'digital' });
    const inputs = [...document.querySelectorAll('input')];
    expect(inputs.filter((input) => input.type === 'checkbox')).toHaveLength(2);
    expect(inputs.length).toBeGreaterThan(6);
    expect(
      inputs
        .map((input) => ({ name: input.name, missing: missingMasks(input) }))
        .filter(({ missing }) => missing.length > 0),
    ).toEqual([]);
    expect(missingMasks(termsCheckbox())).toEqual([]);
    // Beside MUI's own class, which keeps the real input invisible over the drawn box.
    expect([...termsCheckbox().classList]).toContain('PrivateSwitchBase-input');
  });
});
