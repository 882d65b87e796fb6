// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakes,
  deferred,
  field,
  fillFinish,
  filledFinish,
  reachFinish,
  renderRegisterCard,
} from './register-card-harness.tsx';

afterEach(cleanup);

const MISMATCH = 'As senhas não coincidem. Digite sua senha novamente.';
const finishButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'FINALIZAR CADASTRO' });

// Each test walks the real machine through several steps in happy-dom: give it room on a busy CI.
describe('finish step', () => {
  it('gives every field a label and the right autofill and keyboard', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    const attributes = (label: string) => [
      field(label).getAttribute('autocomplete'),
      field(label).getAttribute('inputmode'),
    ];
    expect(attributes('Celular')).toEqual(['tel-national', 'tel']);
    expect(attributes('E-mail')).toEqual(['email', 'email']);
    expect(attributes('Confirme seu e-mail')).toEqual(['email', 'email']);
    expect(attributes('Senha')).toEqual(['new-password', null]);
    expect(attributes('Confirmar Senha')).toEqual(['new-password', null]);
  });

  it('masks the cellphone', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await harness.user.type(field('Celular'), '11987654321');
    expect(field('Celular').value).toBe('(11) 98765-4321');
  });

  it('lower-cases the e-mails as they are typed', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await harness.user.type(field('E-mail'), 'Ana.Maria@Exemplo.COM');
    await harness.user.type(field('Confirme seu e-mail'), 'ANA');
    expect(field('E-mail').value).toBe('ana.maria@exemplo.com');
    expect(field('Confirme seu e-mail').value).toBe('ana');
  });

  it('blocks pasting into the e-mail confirmation, not into the e-mail', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await harness.user.click(field('E-mail'));
    await harness.user.paste('ana@exemplo.com');
    await harness.user.click(field('Confirme seu e-mail'));
    await harness.user.paste('ana@exemplo.com');
    expect(field('E-mail').value).toBe('ana@exemplo.com');
    expect(field('Confirme seu e-mail').value).toBe('');
  });

  it('blocks pasting into the password confirmation', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await harness.user.click(field('Confirmar Senha'));
    await harness.user.paste('abcd123@');
    expect(field('Confirmar Senha').value).toBe('');
  });

  it('shows and hides the password with a labelled button', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    expect(field('Senha').type).toBe('password');
    // Each password field has its own toggle, controlling its input.
    const toggle = screen
      .getAllByRole('button', { name: 'Mostrar senha' })
      .find((button) => button.getAttribute('aria-controls') === field('Senha').id);
    if (!toggle) throw new Error('The password field has no toggle.');
    await harness.user.click(toggle);
    expect(field('Senha').type).toBe('text');
    expect(field('Confirmar Senha').type).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe('Ocultar senha');
  });

  it('names each empty field on submit and sends nothing', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await harness.user.click(finishButton());
    for (const message of [
      'Preencha o campo (Celular).',
      'Preencha o campo (E-mail).',
      'Endereço de e-mail inválido. (Confirme seu e-mail)',
      'Preencha o campo (Senha).',
      'Preencha o campo (Confirmar Senha).',
      'É necessário concordar com os termos e condições para se cadastrar.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(harness.fakes.register).not.toHaveBeenCalled();
  });

  it.each([
    ["incomplete, '(11) 9'", '119', 'Preencha o campo (Celular).'],
    [
      'with area code 20, which does not exist',
      '20987654321',
      'Preencha corretamente o campo (Celular).',
    ],
    ['that is not a mobile one', '11887654321', 'Preencha corretamente o campo (Celular).'],
  ])('refuses a cellphone %s, keeping it and sending nothing', async (_, typed, message) => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await fillFinish(harness, { cellphone: typed });
    await harness.user.click(finishButton());
    const error = await screen.findByText(message);
    expect(field('Celular').getAttribute('aria-describedby')).toBe(error.id);
    expect(field('Celular').getAttribute('aria-invalid')).toBe('true');
    // The mask shows the digits typed, with blanks where more are due.
    expect(field('Celular').value.replace(/\D/g, '')).toBe(typed);
    expect(field('E-mail').value).toBe(filledFinish.email);
    expect(field('Senha').value).toBe(filledFinish.password);
    expect(harness.fakes.register).not.toHaveBeenCalled();
  });

  it("refuses the e-mail 'a@b..c', keeping it and sending nothing", async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await fillFinish(harness, { email: 'a@b..c' });
    await harness.user.click(finishButton());
    const error = await screen.findByText('Endereço de e-mail inválido.');
    expect(field('E-mail').getAttribute('aria-describedby')).toBe(error.id);
    expect(field('E-mail').value).toBe('a@b..c');
    expect(harness.fakes.register).not.toHaveBeenCalled();
  });

  it('stops both e-mail fields at 254 characters', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await harness.user.click(field('E-mail'));
    await harness.user.paste(`${'a'.repeat(64)}@${'b'.repeat(250)}.com`);
    expect(field('E-mail').value).toHaveLength(254);
    expect(field('Confirme seu e-mail').maxLength).toBe(254);
  });

  it('counts the password in characters as seen: a1!😀😀😀 is too short', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await fillFinish(harness, { password: 'a1!😀😀😀' });
    await harness.user.click(finishButton());
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres.')).toBeTruthy();
    expect(harness.fakes.register).not.toHaveBeenCalled();
  });

  it('clears both passwords on a mismatch and says why', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    await fillFinish(harness);
    await harness.user.clear(field('Confirmar Senha'));
    await harness.user.type(field('Confirmar Senha'), 'abcd123#');
    await harness.user.click(finishButton());
    const message = await screen.findByText(MISMATCH);
    expect(message.getAttribute('role')).toBe('alert');
    expect(field('Senha').value).toBe('');
    expect(field('Confirmar Senha').value).toBe('');
    expect(field('Confirmar Senha').getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(field('Senha'));
    expect(field('E-mail').value).toBe(filledFinish.email);
    expect(harness.fakes.register).not.toHaveBeenCalled();
  });

  it('links the terms of use and the privacy policy, in new tabs', async () => {
    const harness = renderRegisterCard();
    await reachFinish(harness);
    const terms = screen.getByRole('link', { name: /^termos de uso/ });
    const privacy = screen.getByRole('link', { name: /^política de privacidade/ });
    expect(terms.getAttribute('href')).toBe('/termos-de-uso');
    expect(privacy.getAttribute('href')).toBe('/politica-de-privacidade?source=register');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('registers once for a double click, with digits and lower-cased e-mail', async () => {
    const fakes = createFakes();
    const registered = deferred<{ status: string }>();
    fakes.register.mockReturnValue(registered.promise);
    const harness = renderRegisterCard(fakes);
    await reachFinish(harness);
    await fillFinish(harness, { email: 'Ana@Exemplo.com' });
    await harness.user.dblClick(finishButton());
    await waitFor(() => {
      expect(finishButton().disabled).toBe(true);
    });
    registered.resolve({ status: 'SUCCESS' });
    await screen.findByRole('heading', { name: 'Você está quase lá!' });
    expect(fakes.register).toHaveBeenCalledTimes(1);
    expect(fakes.register).toHaveBeenCalledWith({
      token: 't',
      payload: {
        acceptNotifications: true,
        acceptTermsAndConditions: true,
        cellphone: filledFinish.cellphone,
        email: 'ana@exemplo.com',
        password: filledFinish.password,
        redirectUri: 'https://app.exemplo.invalid/',
        clientId: '',
      },
    });
  });

  it('shows a failure with its span id, on the card and as a toast, and keeps what was typed', async () => {
    const fakes = createFakes();
    fakes.register.mockResolvedValue({ status: 'SOMETHING_ELSE', spanId: 'span-42' });
    const harness = renderRegisterCard(fakes);
    await reachFinish(harness);
    await fillFinish(harness);
    await harness.user.click(finishButton());
    const text = 'Não foi possível realizar o cadastro. Código de rastreio: span-42';
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    await waitFor(() => {
      expect(screen.getAllByText(text)).toHaveLength(2);
    });
    expect(field('Celular').value).toBe('(11) 98765-4321');
    expect(field('E-mail').value).toBe(filledFinish.email);
    expect(field('Confirme seu e-mail').value).toBe(filledFinish.email);
    expect(field('Senha').value).toBe(filledFinish.password);
    expect(field('Confirmar Senha').value).toBe(filledFinish.password);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(finishButton().disabled).toBe(false);
  });
});
