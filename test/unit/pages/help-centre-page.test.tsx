// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../../content/company.ts';
import { fill } from '../../../content/fill.ts';
import { helpCentre } from '../../../content/pages/help-centre.ts';
import { HelpCentrePage } from '../../../src/pages/help-centre/help-centre-page.tsx';
import { expectSoundOutline, pageText, renderAt, unfilledTexts } from './render-page.tsx';

afterEach(cleanup);

describe('HelpCentrePage', () => {
  it('has one h1, an h2 per theme and an h3 per question, with no skipped level', () => {
    const { container } = renderAt(<HelpCentrePage />);
    expectSoundOutline(container);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Central de ajuda');
    const themes = helpCentre.themes.map((theme) => theme.heading);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([...themes, helpCentre.contact.heading]);
    const questions = helpCentre.themes.flatMap((theme) =>
      theme.items.map((i) => fill(i.question)),
    );
    const h3s = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(h3s).toEqual(questions);
  });

  it('sets its own document title', () => {
    renderAt(<HelpCentrePage />);
    expect(document.title).toBe(`Central de ajuda | Portal ${company.productName}`);
  });

  // Spec section 9: the help-centre facts, each in the answer of its theme.
  it.each([
    ['Negociação de dívidas', 'parcelas em atraso'],
    ['Negociação de dívidas', 'acordo é formalizado, não é possível alterar'],
    ['Negociação de dívidas', 'em até 5 dias úteis após o pagamento do boleto'],
    ['Carta de quitação', '15 dias após a quitação do contrato'],
    ['Baixa de gravame', 'até 10 dias após a quitação do contrato'],
    ['Cadastro bloqueado', 'dados informados são diferentes'],
    ['Cadastro bloqueado', 'respondidas de forma incorreta repetidas vezes'],
    ['Empresas do grupo', '25 anos de mercado'],
  ])('states under "%s": %s', (theme, fact) => {
    renderAt(<HelpCentrePage />);
    const heading = screen.getByRole('heading', { level: 2, name: theme });
    const section = heading.closest('section');
    if (!section) throw new Error(`"${theme}" is not inside a section`);
    expect(pageText(section)).toContain(fact);
  });

  it('tells a blocked customer to call the relationship centre, with both numbers', () => {
    renderAt(<HelpCentrePage />);
    const section = screen
      .getByRole('heading', { level: 2, name: 'Cadastro bloqueado' })
      .closest('section');
    if (!section) throw new Error('"Cadastro bloqueado" is not inside a section');
    const text = pageText(section);
    expect(text).toContain('central de relacionamento');
    expect(text).toContain(company.relationshipCentreCapitals);
    expect(text).toContain(company.relationshipCentreOtherRegions);
  });

  it('lists the service lines and hours, filled', () => {
    renderAt(<HelpCentrePage />);
    const section = screen
      .getByRole('heading', { level: 2, name: 'Canais de atendimento' })
      .closest('section');
    if (!section) throw new Error('"Canais de atendimento" is not inside a section');
    const text = pageText(section);
    expect(text).toContain('de segunda-feira a sábado, das 8h às 20h');
    expect(text).toContain(
      `capitais e regiões metropolitanas: ${company.relationshipCentreCapitals}`,
    );
    expect(text).toContain(`demais regiões: ${company.relationshipCentreOtherRegions}`);
    expect(text).toContain(`24 horas por dia, todos os dias: ${company.consumerServiceLine}`);
  });

  it('leaves no placeholder unfilled', () => {
    const { container } = renderAt(<HelpCentrePage />);
    expect(unfilledTexts(container)).toEqual([]);
  });

  it('opens and closes a question with Enter and with Space', async () => {
    const user = userEvent.setup();
    renderAt(<HelpCentrePage />);
    const first = screen.getByRole('button', {
      name: fill(helpCentre.themes[0]?.items[0]?.question ?? ''),
    });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    // A closed answer is hidden from assistive technology, not just collapsed to zero height.
    expect(screen.queryByRole('region', { name: first.textContent })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: first.textContent });
    expect(first.getAttribute('aria-controls')).toBe(answer.id);
    expect(pageText(answer)).toContain('parcelas em atraso');

    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('reaches every question with Tab, in reading order', async () => {
    const user = userEvent.setup();
    renderAt(<HelpCentrePage />);
    const buttons = screen.getAllByRole('button');
    const questionCount = helpCentre.themes.reduce((sum, theme) => sum + theme.items.length, 0);
    expect(buttons).toHaveLength(questionCount);
    for (const button of buttons) {
      await user.tab();
      expect(document.activeElement).toBe(button);
      expect(within(button.closest('h3') ?? document.body).getByRole('button')).toBe(button);
    }
  });
});
