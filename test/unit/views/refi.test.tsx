// @vitest-environment jsdom
// jsdom, not happy-dom as the other DOM tests: happy-dom names the terms button by the checkbox's
// label around it (HTML gives a label one control, its first), so no button named "termos de uso".
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakes,
  leftRegisterPage,
  reachFinish,
  renderRegisterCard,
  submitCpf,
  toastWith,
} from './register-card-harness.tsx';

afterEach(cleanup);

const NOT_FOUND = 'Cliente não encontrado.';
const INSUFFICIENT = 'Cliente não encontrado ou dados insuficientes.';
const SUPPORT =
  'Precisa de ajuda? Fale com o nosso suporte pelo WhatsApp (00) 90000-0000 ou pelo e-mail suporte@exemplo.invalid.';

// Each test walks the real machine through several steps in jsdom: give it room on a busy CI.
describe('refi finish step', () => {
  it("says 'Prencha todos os campos.' for the empty fields, spelling included", async () => {
    const harness = renderRegisterCard(createFakes(), { machine: 'refi' });
    await reachFinish(harness);
    await harness.user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
    await waitFor(() => {
      // Celular, E-mail, Senha and Confirmar Senha.
      expect(screen.getAllByText('Prencha todos os campos.')).toHaveLength(4);
    });
    expect(screen.queryByText(/^Preencha o campo/)).toBeNull();
    expect(harness.fakes.register).not.toHaveBeenCalled();
  });

  it('opens the terms of use in a dialog that traps the focus, closes with Escape and gives the focus back', async () => {
    const harness = renderRegisterCard(createFakes(), { machine: 'refi' });
    await reachFinish(harness);
    const opener = screen.getByRole('button', { name: 'termos de uso' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    // A button, not a link into the page: the form stays as it is.
    expect(screen.queryByRole('link', { name: /^termos de uso/ })).toBeNull();
    await harness.user.click(opener);
    // Opening it does not tick the box its label belongs to.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { hidden: true }).checked).toBe(false);

    const dialog = await screen.findByRole('dialog', { name: 'Termos de uso' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Termos de uso' })).toBeTruthy();
    // The terms' body arrives with its lazily loaded chunk, its sections under the dialog's h2.
    expect(
      await within(dialog).findByRole('heading', { level: 3, name: 'Aceitação dos termos' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { level: 1 })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tabbing on from the last control stays inside.
    for (let i = 0; i < 3; i += 1) {
      await harness.user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await harness.user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(document.activeElement).toBe(opener);
  });

  it('closes the terms with its close button too', async () => {
    const harness = renderRegisterCard(createFakes(), { machine: 'refi' });
    await reachFinish(harness);
    await harness.user.click(screen.getByRole('button', { name: 'termos de uso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos de uso' });
    await harness.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'termos de uso' }));
  });
});

describe('refi notices', () => {
  // The default variant says so too (issue 13.4).
  it.each(['refi', 'default'] as const)(
    '%s: shows CLIENT_NOT_FOUND as a toast that stays after the app has left the register page',
    async (machine) => {
      const fakes = createFakes();
      fakes.requestToken.mockResolvedValue({ status: 'CLIENT_NOT_FOUND' });
      const harness = renderRegisterCard(fakes, { machine });
      await submitCpf(harness);
      await waitFor(() => {
        expect(leftRegisterPage()).toBe(true);
      });
      expect(fakes.goToDigitalSignUp).toHaveBeenCalledTimes(1);
      // The register card is gone, with its alert: the digital sign-up's card shows no message,
      // only the toast says why.
      expect(await screen.findByLabelText('Nome', { selector: 'input' })).toBeTruthy();
      await waitFor(() => {
        expect(toastWith(NOT_FOUND)).toBeDefined();
      });
      expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
      // With no card left to announce it, the toast is the alert that screen readers read.
      expect(screen.getByRole('alert').textContent).toBe(NOT_FOUND);
    },
  );

  it('shows INSUFFICIENT_CLIENT_DATA and the support contacts as two warnings, on the card and as toasts', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INSUFFICIENT_CLIENT_DATA' });
    const harness = renderRegisterCard(fakes, { machine: 'refi' });
    await submitCpf(harness);
    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        INSUFFICIENT,
        SUPPORT,
      ]);
    });
    for (const alert of screen.getAllByRole('alert')) {
      expect(alert.className).toContain('MuiAlert-colorWarning');
    }
    await waitFor(() => {
      expect(toastWith(INSUFFICIENT)).toBeDefined();
      expect(toastWith(SUPPORT)).toBeDefined();
    });
  });

  it('replaces both toasts of a batch with the next batch', async () => {
    const fakes = createFakes();
    fakes.requestToken
      .mockResolvedValueOnce({ status: 'INSUFFICIENT_CLIENT_DATA' })
      .mockResolvedValueOnce({ status: 'INCORRECT_CAPTCHA_RESPONSE' });
    const harness = renderRegisterCard(fakes, { machine: 'refi' });
    await submitCpf(harness);
    await waitFor(() => {
      expect(toastWith(SUPPORT)).toBeDefined();
    });
    await harness.user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(toastWith('Erro no CAPTCHA. Tente novamente.')).toBeDefined();
      expect(toastWith(INSUFFICIENT)).toBeUndefined();
      expect(toastWith(SUPPORT)).toBeUndefined();
    });
  });

  it('shows each notice once in StrictMode, whose effects run twice', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INSUFFICIENT_CLIENT_DATA' });
    const harness = renderRegisterCard(fakes, { machine: 'refi', strict: true });
    await submitCpf(harness);
    await waitFor(() => {
      expect(toastWith(SUPPORT)).toBeDefined();
    });
    // One on the card, one toast.
    expect(screen.getAllByText(INSUFFICIENT)).toHaveLength(2);
    expect(screen.getAllByText(SUPPORT)).toHaveLength(2);
  });
});
