// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../../content/company.ts';
import { fill } from '../../../content/fill.ts';
import { messages } from '../../../content/messages.ts';
import {
  VALID_CPF,
  createFakes,
  deferred,
  fillFinish,
  fillNonClient,
  reachFinish,
  renderRegisterCard,
} from './register-card-harness.tsx';

afterEach(cleanup);

async function reachActivation(harness: ReturnType<typeof renderRegisterCard>) {
  await reachFinish(harness);
  await fillFinish(harness);
  await harness.user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
  return screen.findByRole('heading', { name: 'Você está quase lá!' });
}

// Each test walks the real machine through several steps in happy-dom: give it room on a busy CI.
describe('activation step', () => {
  it('names the e-mail given and the sender, with the spam advice; its heading has the focus', async () => {
    const heading = await reachActivation(renderRegisterCard());
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/ana@exemplo\.com/).textContent).toContain('ana@exemplo.com');
    expect(
      screen.getByText(new RegExp(company.registrationSender.replace(/\./g, '\\.'))),
    ).toBeTruthy();
    expect(
      screen.getByText('Não encontrou? Verifique também as caixas de spam e de promoções.'),
    ).toBeTruthy();
  });

  it("replaces REENVIAR EMAIL with 'E-mail enviado com sucesso!' after a resend", async () => {
    const fakes = createFakes();
    const resent = deferred<{ status: string }>();
    fakes.resendEmail.mockReturnValue(resent.promise);
    const harness = renderRegisterCard(fakes);
    await reachActivation(harness);
    await harness.user.dblClick(screen.getByRole('button', { name: 'REENVIAR EMAIL' }));
    await waitFor(() => {
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'REENVIAR EMAIL' }).disabled,
      ).toBe(true);
    });
    resent.resolve({ status: 'SUCCESS' });
    const note = await screen.findByText('E-mail enviado com sucesso!');
    expect(screen.queryByRole('button', { name: 'REENVIAR EMAIL' })).toBeNull();
    expect(document.activeElement).toBe(note);
    expect(fakes.captcha).toHaveBeenLastCalledWith({ action: 'resend' });
    expect(fakes.resendEmail).toHaveBeenCalledTimes(1);
  });

  it('keeps the button and says so when the resend fails', async () => {
    const fakes = createFakes();
    fakes.resendEmail.mockRejectedValue({ kind: 'network' });
    const harness = renderRegisterCard(fakes);
    await reachActivation(harness);
    await harness.user.click(screen.getByRole('button', { name: 'REENVIAR EMAIL' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível enviar o e-mail, Por gentileza entre em contato com nossa Central de Relacionamento.',
    );
    expect(screen.getByRole('button', { name: 'REENVIAR EMAIL' })).toBeTruthy();
  });

  it('keeps the e-mail and the spam advice and shows the blocked-access message on TOKEN_ERROR (issue 13.2)', async () => {
    const fakes = createFakes();
    fakes.resendEmail.mockResolvedValue({ status: 'TOKEN_ERROR' });
    const harness = renderRegisterCard(fakes);
    await reachActivation(harness);
    await harness.user.click(screen.getByRole('button', { name: 'REENVIAR EMAIL' }));
    expect((await screen.findByRole('alert')).textContent).toBe(fill(messages['access.blocked']));
    expect(screen.getByRole('heading', { name: 'Você está quase lá!' })).toBeTruthy();
    expect(screen.getByText(/ana@exemplo\.com/)).toBeTruthy();
    expect(
      screen.getByText('Não encontrou? Verifique também as caixas de spam e de promoções.'),
    ).toBeTruthy();
  });
});

describe("a non-customer's activation step (issue 13.6)", () => {
  it('offers REENVIAR EMAIL and resends for the CPF typed in the form, without a token', async () => {
    const fakes = createFakes();
    const harness = renderRegisterCard(fakes, { machine: 'digital' });
    await fillNonClient(harness);
    await harness.user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
    await screen.findByRole('heading', { name: 'Você está quase lá!' });
    await harness.user.click(screen.getByRole('button', { name: 'REENVIAR EMAIL' }));
    await screen.findByText('E-mail enviado com sucesso!');
    expect(fakes.captcha).toHaveBeenLastCalledWith({ action: 'resend' });
    expect(fakes.resendEmail.mock.calls).toEqual([
      [
        {
          token: undefined,
          payload: {
            document: VALID_CPF,
            redirectUri: 'https://app.exemplo.invalid/',
            recaptchaResponse: 'captcha-ok',
            clientId: 'acerto',
          },
        },
      ],
    ]);
    expect(harness.sent.at(-1)).toEqual({ type: 'resend.request' });
  });
});
