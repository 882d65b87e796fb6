// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../../content/company.ts';
import { FilledText } from '../../../src/components/filled-text.tsx';

afterEach(cleanup);

describe('FilledText', () => {
  it('fills placeholders and keeps each phone number on one line', () => {
    const { container } = render(
      <p>
        <FilledText text="{product}: ligue {capitalsPhone} ou {consumerPhone}." />
      </p>,
    );
    expect(container.textContent).toBe(
      `${company.productName}: ligue ${company.relationshipCentreCapitals} ou ${company.consumerServiceLine}.`,
    );
    for (const phone of [company.relationshipCentreCapitals, company.consumerServiceLine]) {
      expect(getComputedStyle(screen.getByText(phone)).whiteSpace).toBe('nowrap');
    }
  });

  it('leaves an unknown placeholder visible, for the pages’ tests to catch', () => {
    const { container } = render(<FilledText text="Fale com {nobody}." />);
    expect(container.textContent).toBe('Fale com {nobody}.');
  });
});
