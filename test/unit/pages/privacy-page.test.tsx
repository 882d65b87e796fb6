// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../../content/company.ts';
import { privacyPolicy } from '../../../content/pages/privacy-policy.ts';
import { PrivacyPage } from '../../../src/pages/privacy/privacy-page.tsx';
import { RegisterRouteContext } from '../../../src/pages/register-route-context.ts';
import {
  expectSoundOutline,
  headingOutline,
  pageText,
  renderAt,
  unfilledTexts,
} from './render-page.tsx';

afterEach(cleanup);

const BACK = { name: 'Voltar para o cadastro' } as const;

describe('PrivacyPage', () => {
  it('has one h1, then an h2 per section, with no skipped level', () => {
    const { container } = renderAt(<PrivacyPage />);
    expectSoundOutline(container);
    expect(headingOutline(container)).toEqual([
      'h1 Política de privacidade',
      ...privacyPolicy.sections.map((section) => `h2 ${section.heading}`),
    ]);
  });

  it('sets its own document title', () => {
    renderAt(<PrivacyPage />);
    expect(document.title).toBe(`Política de privacidade | Portal ${company.productName}`);
  });

  it('states the minimum age of 18', () => {
    const { container } = renderAt(<PrivacyPage />);
    expect(pageText(container)).toContain('pessoas com 18 anos ou mais');
  });

  it('says what is collected, why, with whom it is shared, for how long, and the LGPD rights', () => {
    const { container } = renderAt(<PrivacyPage />);
    const text = pageText(container);
    for (const fact of [
      'CPF',
      'celular',
      'e-mail',
      'identificador do aparelho ou navegador',
      'LGPD',
    ]) {
      expect(text).toContain(fact);
    }
    for (const name of [
      'Quais dados coletamos',
      'Para que usamos os seus dados',
      'Com quem compartilhamos',
      'Por quanto tempo guardamos',
      'Seus direitos',
      'Canais de atendimento',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeDefined();
    }
  });

  it('lists the service lines and hours, filled', () => {
    const { container } = renderAt(<PrivacyPage />);
    const text = pageText(container);
    expect(text).toContain('de segunda-feira a sábado, das 8h às 20h');
    expect(text).toContain(company.relationshipCentreCapitals);
    expect(text).toContain(company.relationshipCentreOtherRegions);
    expect(text).toContain(`24 horas por dia, todos os dias: ${company.consumerServiceLine}`);
  });

  it('leaves no placeholder unfilled, with or without the back button', () => {
    const { container } = renderAt(<PrivacyPage />, '/politica-de-privacidade?source=register');
    expect(unfilledTexts(container)).toEqual([]);
  });

  it.each([
    ['without a source', '/politica-de-privacidade'],
    ['from another source', '/politica-de-privacidade?source=email'],
  ])('shows no back-to-registration button %s', (_, url) => {
    renderAt(<PrivacyPage />, url);
    expect(screen.queryByRole('link', BACK)).toBeNull();
    expect(screen.queryByRole('button', BACK)).toBeNull();
  });

  it('with source=register, links back to the register route the app provides', () => {
    render(
      <RegisterRouteContext value="/cadastro-refi">
        <MemoryRouter initialEntries={['/politica-de-privacidade?source=register']}>
          <PrivacyPage />
        </MemoryRouter>
      </RegisterRouteContext>,
    );
    expect(screen.getByRole('link', BACK).getAttribute('href')).toBe('/cadastro-refi');
  });

  it('links to /cadastro when the app provides no register route', () => {
    renderAt(<PrivacyPage />, '/politica-de-privacidade?source=register');
    expect(screen.getByRole('link', BACK).getAttribute('href')).toBe('/cadastro');
  });

  it('takes the visitor back to registration when the button is used', async () => {
    const user = userEvent.setup();
    render(
      <RegisterRouteContext value="/cadastro-blocks">
        <MemoryRouter initialEntries={['/politica-de-privacidade?source=register']}>
          <Routes>
            <Route path="/politica-de-privacidade" element={<PrivacyPage />} />
            <Route path="/cadastro-blocks" element={<p>register screen</p>} />
          </Routes>
        </MemoryRouter>
      </RegisterRouteContext>,
    );
    await user.click(screen.getByRole('link', BACK));
    expect(screen.getByText('register screen')).toBeDefined();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
