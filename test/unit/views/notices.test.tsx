// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakes, renderRegisterCard, submitCpf } from './register-card-harness.tsx';

afterEach(cleanup);

const CAPTCHA = 'Erro no CAPTCHA. Tente novamente.';
const REGISTERED =
  'Esse CPF já possui cadastro no Portal Exemplo, digite a senha cadastrada ou clique em esqueci minha senha.';

/** Toasts are rendered by notistack outside the card. */
const toastWith = (text: string) =>
  screen
    .queryAllByText(text)
    .find((element) => !element.closest('.MuiCard-root'))
    ?.closest<HTMLElement>('.MuiAlert-root');

// Each test walks the real machine through several steps in happy-dom: give it room on a busy CI.
describe('notices', () => {
  it('shows an error toast that stays, and closes with its keyboard-reachable button', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INCORRECT_CAPTCHA_RESPONSE' });
    const harness = renderRegisterCard(fakes);
    await submitCpf(harness);
    await waitFor(() => {
      expect(toastWith(CAPTCHA)).toBeDefined();
    });
    const toast = toastWith(CAPTCHA);
    if (!toast) throw new Error('No toast.');
    const close = within(toast).getByRole('button', { name: 'Fechar' });
    expect(close.tabIndex).toBe(0);
    // No live role on the toast: the card's alert already announces the same text.
    expect(within(toast).queryByRole('alert')).toBeNull();
    close.focus();
    await harness.user.keyboard('{Enter}');
    await waitFor(() => {
      expect(toastWith(CAPTCHA)).toBeUndefined();
    });
    expect(screen.getByRole('alert').textContent).toBe(CAPTCHA);
  });

  it('replaces the previous toast with the next notice', async () => {
    const fakes = createFakes();
    fakes.requestToken
      .mockResolvedValueOnce({ status: 'INCORRECT_CAPTCHA_RESPONSE' })
      .mockResolvedValueOnce({
        status: 'INVALID_CLIENT_STATUS',
        messages: ['Cliente: REGISTERED'],
      });
    const harness = renderRegisterCard(fakes);
    await submitCpf(harness);
    await waitFor(() => {
      expect(toastWith(CAPTCHA)).toBeDefined();
    });
    await harness.user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(toastWith(REGISTERED)).toBeDefined();
      expect(toastWith(CAPTCHA)).toBeUndefined();
    });
    expect(screen.getByRole('alert').textContent).toBe(REGISTERED);
  });

  it('closes the notice on the card with its button', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INCORRECT_CAPTCHA_RESPONSE' });
    const harness = renderRegisterCard(fakes);
    await submitCpf(harness);
    const alert = await screen.findByRole('alert');
    await harness.user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // The same message again is a new notice, and shows again.
    await harness.user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CAPTCHA);
  });
});
