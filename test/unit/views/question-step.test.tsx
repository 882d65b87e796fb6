// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../../../content/fill.ts';
import { messages } from '../../../content/messages.ts';
import { guidance } from '../../../content/guidance.ts';

import {
  createFakes,
  field,
  reachQuestion,
  renderRegisterCard,
  type Harness,
} from './register-card-harness.tsx';

afterEach(cleanup);

/** Chooses the name, types the day and the year as a customer does, and presses PROSSEGUIR. */
async function answer(harness: Harness, name: string, day: string, year: string): Promise<void> {
  await harness.user.click(screen.getByRole('radio', { name }));
  await harness.user.type(field('Dia de nascimento'), day);
  await harness.user.type(field('Ano de nascimento'), year);
  await harness.user.click(screen.getByRole('button', { name: 'PROSSEGUIR' }));
}

// Each test walks the real machine through several steps in happy-dom: give it room on a busy CI.
describe('question step', () => {
  it("offers the server's mother names as radios", async () => {
    const harness = renderRegisterCard();
    await reachQuestion(harness);
    const group = screen.getByRole('radiogroup');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'MARIA',
      'ANA',
      'JOANA',
    ]);
    expect(group.closest('fieldset')?.querySelector('legend')?.textContent).toBe(
      'Primeiro nome da sua mãe',
    );
  });

  it("moves the focus to the birth day once a mother's name is chosen", async () => {
    const harness = renderRegisterCard();
    await reachQuestion(harness);
    await harness.user.click(screen.getByRole('radio', { name: 'ANA' }));
    expect(document.activeElement).toBe(field('Dia de nascimento'));
  });

  it('lets arrow keys walk the names without leaving the group', async () => {
    const harness = renderRegisterCard();
    await reachQuestion(harness);
    screen.getByRole('radio', { name: 'MARIA' }).focus();
    await harness.user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'ANA' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'ANA' }).checked).toBe(true);
  });

  it('keeps day and year to digits, 2 and 4 of them, on numeric keyboards', async () => {
    const harness = renderRegisterCard();
    await reachQuestion(harness);
    await harness.user.type(field('Dia de nascimento'), '1a23');
    await harness.user.type(field('Ano de nascimento'), '19x855');
    expect(field('Dia de nascimento').value).toBe('12');
    expect(field('Ano de nascimento').value).toBe('1985');
    expect(field('Dia de nascimento').getAttribute('inputmode')).toBe('numeric');
    expect(field('Ano de nascimento').getAttribute('autocomplete')).toBe('bday-year');
  });

  it('asks for every field and a 4-digit year before sending', async () => {
    const harness = renderRegisterCard();
    await reachQuestion(harness);
    await harness.user.type(field('Ano de nascimento'), '85');
    await harness.user.click(screen.getByRole('button', { name: 'PROSSEGUIR' }));
    expect(await screen.findAllByText('Preencha todos os campos.')).toHaveLength(2);
    expect(screen.getByText('Campo ano de nascimento deve ter 4 dígitos.')).toBeTruthy();
    expect(harness.fakes.submitAnswer).not.toHaveBeenCalled();
  });

  it('sends the answer; a wrong one keeps what was typed and says so', async () => {
    const fakes = createFakes();
    fakes.submitAnswer.mockResolvedValue({ status: 'INCORRECT_ANSWER' });
    const harness = renderRegisterCard(fakes);
    await reachQuestion(harness);
    await answer(harness, 'JOANA', '07', '1985');
    expect((await screen.findByRole('alert')).textContent).toBe('Dados incorretos.');
    expect(fakes.submitAnswer).toHaveBeenCalledWith({
      token: 't',
      answer: { mothersFirstName: 'JOANA', birthdayDay: '07', birthdayYear: '1985' },
    });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'JOANA' }).checked).toBe(true);
    expect(field('Dia de nascimento').value).toBe('07');
    expect(field('Ano de nascimento').value).toBe('1985');
  });

  it('after TOKEN_ERROR shows the long blocked-access message, focused, and no form to send again (issues 13.2, 27)', async () => {
    const fakes = createFakes();
    fakes.submitAnswer.mockResolvedValue({ status: 'TOKEN_ERROR' });
    const harness = renderRegisterCard(fakes);
    await reachQuestion(harness);
    await answer(harness, 'ANA', '7', '1985');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(fill(messages['access.blocked']));
    // Still the question step, the message focused (not the page's body), nothing to send with
    // the revoked token: the help centre is offered instead.
    expect(screen.getByRole('heading', { level: 1, name: 'Verificação dos dados' })).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement).toBe(alert.closest('.MuiAlert-root'));
    });
    expect(screen.queryByRole('button', { name: 'PROSSEGUIR' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(guidance.question.blocked)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: guidance.question.helpCentre }).getAttribute('href'),
    ).toMatch(/\/central-de-ajuda$/);
    expect(fakes.submitAnswer).toHaveBeenCalledTimes(1);
  });

  it('after a wrong answer the focus goes to the message, not to the page’s body (issue 27)', async () => {
    const fakes = createFakes();
    fakes.submitAnswer.mockResolvedValue({ status: 'INCORRECT_ANSWER' });
    const harness = renderRegisterCard(fakes);
    await reachQuestion(harness);
    await answer(harness, 'ANA', '7', '1985');
    const alert = await screen.findByRole('alert');
    await waitFor(() => {
      expect(document.activeElement).toBe(alert.closest('.MuiAlert-root'));
    });
    // Tab goes on into the step.
    expect(field('Dia de nascimento').value).toBe('7');
  });
});
