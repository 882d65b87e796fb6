// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../../../content/brands/index.ts';
import type { MachineId } from '../../../machines/index.ts';
import {
  createFakes,
  fillFinish,
  reachFinish,
  renderRegisterCard,
  submitCpf,
  submitFirstAccess,
  type Fakes,
} from './register-card-harness.tsx';

/**
 * Issue 39: a way on from every message. The already-registered message ("…digite a senha
 * cadastrada ou clique em esqueci minha senha", or blocks' "CPF já cadastrado no sistema.")
 * offers the brand's log-in and password-reset pages; contacts in messages are links a phone
 * opens: `tel:`, WhatsApp's click-to-chat, `mailto:`.
 */
afterEach(cleanup);

const REGISTERED_TOKEN = { status: 'INVALID_CLIENT_STATUS', messages: ['Cliente: REGISTERED'] };

/** The card's alert holding `text`. */
async function cardAlert(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('alert')
      .find((alert) => alert.closest('.MuiCard-root') && alert.textContent.includes(text));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

function card(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.MuiCard-root');
  if (!found) throw new Error('No card.');
  return found;
}

const ACCOUNT_LINKS = ['Entrar no portal', 'Esqueci minha senha'];

/** The card's links to the brand's log-in and password reset, by name. */
function accountHrefs(): Record<string, string> {
  return Object.fromEntries(
    within(card())
      .queryAllByRole('link')
      .filter((link) => ACCOUNT_LINKS.includes(link.textContent))
      .map((link) => [link.textContent, link.getAttribute('href') ?? '']),
  );
}

function hrefs(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href') ?? '']),
  );
}

function render(fakes: Fakes, brand: 'default' | 'refi-digital' | 'blocks', machine: MachineId) {
  return renderRegisterCard(fakes, {
    machine,
    stored: { clientId: brand === 'default' ? '' : brand, redirectUri: '' },
  });
}

describe('the already-registered message offers the brand’s log-in and password reset', () => {
  it.each([
    ['default', 'default'],
    ['refi-digital', 'refi'],
  ] as const)('INVALID_CLIENT_STATUS REGISTERED, %s brand', async (brand, machine) => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue(REGISTERED_TOKEN);
    const harness = render(fakes, brand, machine);
    await submitCpf(harness);
    const alert = await cardAlert('clique em esqueci minha senha');
    // The message reads as the catalogue has it; the links follow it on the card.
    expect(within(alert).queryAllByRole('link')).toEqual([]);
    expect(accountHrefs()).toEqual({
      'Entrar no portal': BRANDS[brand].accountLinks.login,
      'Esqueci minha senha': BRANDS[brand].accountLinks.passwordReset,
    });
  });

  it('blocks’ "CPF já cadastrado no sistema." has a next step too: the blocks pages', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue(REGISTERED_TOKEN);
    const harness = render(fakes, 'blocks', 'blocks');
    await submitFirstAccess(harness);
    const alert = await cardAlert('CPF já cadastrado no sistema.');
    expect(alert.textContent).toBe('CPF já cadastrado no sistema.');
    expect(accountHrefs()).toEqual({
      'Entrar no portal': BRANDS.blocks.accountLinks.login,
      'Esqueci minha senha': BRANDS.blocks.accountLinks.passwordReset,
    });
    // Each brand has its own pages.
    expect(BRANDS.blocks.accountLinks.login).not.toBe(BRANDS.default.accountLinks.login);
  });

  it('USER_ALREADY_EXISTS at register', async () => {
    const fakes = createFakes();
    fakes.register.mockResolvedValue({ status: 'USER_ALREADY_EXISTS' });
    const harness = render(fakes, 'default', 'default');
    await reachFinish(harness);
    await fillFinish(harness);
    await harness.user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
    await cardAlert('clique em esqueci minha senha');
    expect(Object.keys(accountHrefs())).toEqual(ACCOUNT_LINKS);
  });

  it('no other message offers them', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INCORRECT_CAPTCHA_RESPONSE' });
    const harness = render(fakes, 'default', 'default');
    await submitCpf(harness);
    await cardAlert('Erro no CAPTCHA. Tente novamente.');
    expect(accountHrefs()).toEqual({});
  });
});

describe('contacts in messages are links', () => {
  it('BLOCKED: both relationship-centre phones call', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({
      status: 'INVALID_CLIENT_STATUS',
      messages: ['Cliente: BLOCKED'],
    });
    const harness = render(fakes, 'default', 'default');
    await submitCpf(harness);
    const alert = await cardAlert('Acesso bloqueado');
    expect(hrefs(alert)).toEqual({
      '(00) 3000-0000': 'tel:+550030000000',
      '0800 000 0000': 'tel:08000000000',
    });
  });

  it('TOKEN_ERROR: the relationship centre and the consumer line call', async () => {
    const fakes = createFakes();
    fakes.submitAnswer.mockResolvedValue({ status: 'TOKEN_ERROR' });
    const harness = render(fakes, 'default', 'default');
    await submitCpf(harness);
    await screen.findByRole('heading', { name: 'Verificação dos dados' });
    await harness.user.click(screen.getByRole('radio', { name: 'MARIA' }));
    await harness.user.type(screen.getByLabelText('Dia de nascimento'), '7');
    await harness.user.type(screen.getByLabelText('Ano de nascimento'), '1985');
    await harness.user.click(screen.getByRole('button', { name: 'PROSSEGUIR' }));
    const alert = await cardAlert('SAC');
    expect(hrefs(alert)).toEqual({
      '(00) 3000-0000': 'tel:+550030000000',
      '0800 000 0000': 'tel:08000000000',
      '0800 000 0001': 'tel:08000000001',
    });
  });

  it('INSUFFICIENT_CLIENT_DATA in refi: WhatsApp opens a chat in a new tab, the e-mail a message', async () => {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'INSUFFICIENT_CLIENT_DATA' });
    const harness = render(fakes, 'refi-digital', 'refi');
    await submitCpf(harness);
    const alert = await cardAlert('Precisa de ajuda?');
    const whatsapp = within(alert).getByRole('link', {
      name: '(00) 90000-0000 (abre em uma nova aba)',
    });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5500900000000');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.textContent).toBe('(00) 90000-0000');
    const email = within(alert).getByRole('link', { name: 'suporte@exemplo.invalid' });
    expect(email.getAttribute('href')).toBe('mailto:suporte@exemplo.invalid');
    // The text reads as the catalogue has it.
    expect(alert.textContent).toBe(
      'Precisa de ajuda? Fale com o nosso suporte pelo WhatsApp (00) 90000-0000 ou pelo e-mail suporte@exemplo.invalid.',
    );
  });
});
