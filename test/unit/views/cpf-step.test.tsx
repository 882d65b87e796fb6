// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  VALID_CPF,
  createFakes,
  deferred,
  reachQuestion,
  renderRegisterCard,
} from './register-card-harness.tsx';

afterEach(cleanup);

const cpfInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'CPF' });

// Each test walks the real machine through several steps in happy-dom: give it room on a busy CI.
describe('CPF step', () => {
  it('opens on its heading, which has the focus', () => {
    renderRegisterCard();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Faça seu cadastro!' }),
    );
  });

  it('masks the CPF as it is typed, on a numeric keyboard with autofill off', async () => {
    const { user } = renderRegisterCard();
    await user.type(cpfInput(), VALID_CPF);
    expect(cpfInput().value).toBe('529.982.247-25');
    expect(cpfInput().getAttribute('inputmode')).toBe('numeric');
    expect(cpfInput().getAttribute('autocomplete')).toBe('off');
  });

  it('says the CPF is invalid when the field is left, and links the message to the field', async () => {
    const { user } = renderRegisterCard();
    await user.type(cpfInput(), '12345678900');
    expect(screen.queryByText('O CPF informado é inválido.')).toBeNull();
    await user.tab();
    const message = await screen.findByText('O CPF informado é inválido.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(cpfInput().getAttribute('aria-invalid')).toBe('true');
    expect(cpfInput().getAttribute('aria-describedby')).toBe(message.id);
  });

  it('asks for a CPF when OK is pressed on an empty field, and calls nothing', async () => {
    const { user, fakes } = renderRegisterCard();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Informe um CPF.')).toBeTruthy();
    expect(fakes.captcha).not.toHaveBeenCalled();
  });

  it('walks a valid CPF through captcha and token to the question step, whose heading takes the focus', async () => {
    const harness = renderRegisterCard();
    await reachQuestion(harness);
    expect(harness.fakes.requestToken).toHaveBeenCalledWith({
      document: VALID_CPF,
      recaptchaResponse: 'captcha-ok',
      clientId: 'acerto',
    });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Verificação dos dados' }),
    );
  });

  it('sends one call for a double click, and disables OK while it runs', async () => {
    const fakes = createFakes();
    const captcha = deferred<string>();
    fakes.captcha.mockReturnValue(captcha.promise);
    const { user } = renderRegisterCard(fakes);
    await user.type(cpfInput(), VALID_CPF);
    await user.dblClick(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'OK' }).disabled).toBe(true);
    });
    expect(screen.getByRole('progressbar', { name: 'Aguarde, processando...' })).toBeTruthy();
    captcha.resolve('captcha-ok');
    await screen.findByRole('heading', { name: 'Verificação dos dados' });
    expect(fakes.captcha).toHaveBeenCalledTimes(1);
    expect(fakes.requestToken).toHaveBeenCalledTimes(1);
  });

  it('shows INSUFFICIENT_CLIENT_DATA as a warning, on the card and as a toast, keeping the CPF', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INSUFFICIENT_CLIENT_DATA' });
    const { user } = renderRegisterCard(fakes);
    await user.type(cpfInput(), VALID_CPF);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cliente não encontrado ou dados insuficientes.');
    expect(alert.className).toContain('MuiAlert-colorWarning');
    await waitFor(() => {
      expect(screen.getAllByText('Cliente não encontrado ou dados insuficientes.')).toHaveLength(2);
    });
    expect(cpfInput().value).toBe('529.982.247-25');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'OK' }).disabled).toBe(false);
  });

  it('has a privacy-policy link that offers the way back to registration', () => {
    renderRegisterCard();
    const link = screen.getByRole('link', { name: 'Política de privacidade' });
    expect(link.getAttribute('href')).toBe('/politica-de-privacidade?source=register');
  });
});
