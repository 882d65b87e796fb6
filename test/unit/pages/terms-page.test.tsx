// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../../content/company.ts';
import { termsOfUse } from '../../../content/pages/terms-of-use.ts';
import { TermsContent } from '../../../src/components/terms-content.tsx';
import { TermsPage } from '../../../src/pages/terms/terms-page.tsx';
import {
  expectSoundOutline,
  headingOutline,
  pageText,
  renderAt,
  unfilledTexts,
} from './render-page.tsx';

afterEach(cleanup);

describe('TermsPage', () => {
  it('has one h1, then an h2 per section, with no skipped level', () => {
    const { container } = renderAt(<TermsPage />);
    expectSoundOutline(container);
    expect(headingOutline(container)).toEqual([
      'h1 Termos de uso',
      ...termsOfUse.sections.map((section) => `h2 ${section.heading}`),
    ]);
  });

  it('sets its own document title', () => {
    renderAt(<TermsPage />);
    expect(document.title).toBe(`Termos de uso | Portal ${company.productName}`);
  });

  it('states the March 2021 update and the minimum age of 18', () => {
    const { container } = renderAt(<TermsPage />);
    const text = pageText(container);
    expect(text).toContain('Atualizado em março de 2021');
    expect(text).toContain('18 anos ou mais');
  });

  it('has the sections a user needs: acceptance, credentials, duties, privacy, changes, contact', () => {
    renderAt(<TermsPage />);
    for (const name of [
      'Aceitação dos termos',
      'Cadastro e dados de acesso',
      'Seus compromissos',
      'Privacidade e proteção de dados',
      'Alterações destes termos',
      'Canais de atendimento',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeDefined();
    }
  });

  it('lists the service lines and hours, filled', () => {
    const { container } = renderAt(<TermsPage />);
    const text = pageText(container);
    expect(text).toContain('de segunda-feira a sábado, das 8h às 20h');
    expect(text).toContain(company.relationshipCentreCapitals);
    expect(text).toContain(company.relationshipCentreOtherRegions);
    expect(text).toContain(`24 horas por dia, todos os dias: ${company.consumerServiceLine}`);
  });

  it('leaves no placeholder unfilled', () => {
    const { container } = renderAt(<TermsPage />);
    expect(unfilledTexts(container)).toEqual([]);
  });
});

describe('TermsContent', () => {
  it('is the terms body without page chrome: no h1, and no document title', () => {
    const { container } = render(<TermsContent />);
    expect(container.querySelector('h1, title')).toBeNull();
    expect(pageText(container)).toContain('Atualizado em março de 2021');
  });

  it('puts its section headings at h3 inside a dialog titled by an h2', () => {
    const { container } = render(<TermsContent headingLevel="h3" />);
    expect(headingOutline(container)).toEqual(
      termsOfUse.sections.map((section) => `h3 ${section.heading}`),
    );
    expect(unfilledTexts(container)).toEqual([]);
  });
});
