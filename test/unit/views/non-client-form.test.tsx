// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  VALID_CPF,
  createFakes,
  deferred,
  field,
  fillNonClient,
  filledNonClient,
  renderRegisterCard,
  termsCheckbox,
  toastWith,
  type Harness,
} from './register-card-harness.tsx';
import { autofill, pasteInto } from '../../support/fill-field.ts';

afterEach(cleanup);

const MISMATCH = 'As senhas não coincidem. Digite sua senha novamente.';
const TERMS = 'É necessário concordar com os termos e condições para se cadastrar.';
const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'FINALIZAR CADASTRO' });
const whatsapp = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Aceito receber contato pelo WhatsApp.' });

const renderDigital = (fakes = createFakes()) => renderRegisterCard(fakes, { machine: 'digital' });

/** The text the focused control is described by: its error message, once there is one. */
/** The focused field's message: the first of what describes it (the password's checklist follows). */
function focusedDescription(): string | null | undefined {
  const [id] = document.activeElement?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return id ? document.getElementById(id)?.textContent : undefined;
}

async function submit({ user }: Harness) {
  await user.click(submitButton());
}

/** A minor this year: the year difference is what counts (spec section 5). */
const MINOR_BIRTH_DATE = `3112${new Date().getFullYear() - 17}`;

/**
 * Spec section 5's rules in its order. Each case fills the form validly but for one rule: the
 * field that rule flags takes the focus, described by the rule's message, and nothing is sent.
 */
const RULES: [string, Partial<typeof filledNonClient>, () => HTMLElement, string][] = [
  ['name', { name: '' }, () => field('Nome'), 'Preencha o campo (Nome).'],
  ['e-mail', { email: '' }, () => field('E-mail'), 'Preencha o campo (E-mail).'],
  [
    'confirm e-mail',
    { confirmEmail: 'ana@exemplo.org' },
    () => field('Confirme seu e-mail'),
    "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
  ],
  [
    'e-mail validity',
    { email: 'ana@exemplo', confirmEmail: 'ana@exemplo' },
    () => field('E-mail'),
    'Endereço de e-mail inválido.',
  ],
  ['CPF', { cpf: '52998224726' }, () => field('CPF'), 'O CPF informado é inválido.'],
  [
    'birth date (unreadable)',
    { birthDate: '31021985' },
    () => field('Data de Nascimento'),
    'Preencha corretamente o campo (Data de Nascimento).',
  ],
  [
    'birth date (minor)',
    { birthDate: MINOR_BIRTH_DATE },
    () => field('Data de Nascimento'),
    'Você precisa ser maior de idade para continuar com cadastro!',
  ],
  ['cellphone', { cellphone: '' }, () => field('Celular'), 'Preencha o campo (Celular).'],
  [
    'cellphone (incomplete)',
    { cellphone: '119' },
    () => field('Celular'),
    'Preencha o campo (Celular).',
  ],
  [
    'cellphone (no such area code)',
    { cellphone: '20987654321' },
    () => field('Celular'),
    'Preencha corretamente o campo (Celular).',
  ],
  [
    'cellphone (not a mobile)',
    { cellphone: '11887654321' },
    () => field('Celular'),
    'Preencha corretamente o campo (Celular).',
  ],
  [
    'password',
    { password: '', confirmPassword: '' },
    () => field('Senha'),
    'Preencha o campo (Senha).',
  ],
  ['terms', { acceptTermsAndConditions: false }, termsCheckbox, TERMS],
  [
    'password length, in characters as seen',
    { password: 'a1!😀😀😀', confirmPassword: 'a1!😀😀😀' },
    () => field('Senha'),
    'A senha deve ter no mínimo 8 caracteres.',
  ],
  [
    'password strength',
    { password: 'abcd1234', confirmPassword: 'abcd1234' },
    () => field('Senha'),
    'Senha média, insira um caracter especial, pelo menos 1 letra maiúscula ou minúscula e um número!',
  ],
];

// Each test fills a long form in happy-dom: give it room on a busy CI.
describe('digital sign-up form', () => {
  it('asks for every field with the right autofill and keyboard, WhatsApp consent unchecked', () => {
    renderDigital();
    const attributes = (label: string) => [
      field(label).getAttribute('autocomplete'),
      field(label).getAttribute('inputmode'),
    ];
    expect(attributes('Nome')).toEqual(['name', null]);
    expect(attributes('E-mail')).toEqual(['email', 'email']);
    expect(attributes('Confirme seu e-mail')).toEqual(['email', 'email']);
    expect(attributes('CPF')).toEqual(['off', 'numeric']);
    expect(attributes('Data de Nascimento')).toEqual(['bday', 'numeric']);
    expect(attributes('Celular')).toEqual(['tel-national', 'tel']);
    expect(attributes('Senha')).toEqual(['new-password', null]);
    expect(attributes('Confirmar Senha')).toEqual(['new-password', null]);
    expect(screen.queryByLabelText('Apelido')).toBeNull();
    expect(termsCheckbox()).toBeTruthy();
    expect(whatsapp().checked).toBe(false);
  });

  it('masks the CPF, the birth date and the cellphone', async () => {
    const harness = renderDigital();
    await harness.user.type(field('CPF'), VALID_CPF);
    await harness.user.type(field('Data de Nascimento'), '07031985');
    await harness.user.type(field('Celular'), '11987654321');
    expect(field('CPF').value).toBe('529.982.247-25');
    expect(field('Data de Nascimento').value).toBe('07/03/1985');
    expect(field('Celular').value).toBe('(11) 98765-4321');
  });

  it('stops name, e-mails and passwords at their maximum lengths', async () => {
    const { user } = renderDigital();
    // Pasted past the limit (the confirmations, which refuse paste, autofilled to it), then one
    // more key: the field keeps the limit.
    const limits: [string, number, typeof pasteInto][] = [
      ['Nome', 60, pasteInto],
      ['E-mail', 50, pasteInto],
      ['Confirme seu e-mail', 50, autofill],
      ['Senha', 50, pasteInto],
      ['Confirmar Senha', 50, autofill],
    ];
    for (const [label, limit, fill] of limits) {
      await fill(user, field(label), 'a'.repeat(fill === pasteInto ? limit + 1 : limit));
      await user.type(field(label), 'b');
      expect(field(label).value, label).toBe('a'.repeat(limit));
    }
  });

  it('blocks pasting into the confirmations, lower-cases the e-mails and has a show/hide toggle per password', async () => {
    const harness = renderDigital();
    const { user } = harness;
    await user.type(field('E-mail'), 'Ana@Exemplo.COM');
    await user.click(field('Confirme seu e-mail'));
    await user.paste('ana@exemplo.com');
    await user.click(field('Confirmar Senha'));
    await user.paste('abcd123@');
    expect(field('E-mail').value).toBe('ana@exemplo.com');
    expect(field('Confirme seu e-mail').value).toBe('');
    expect(field('Confirmar Senha').value).toBe('');
    const toggles = screen.getAllByRole('button', { name: 'Mostrar senha' });
    expect(toggles.map((toggle) => toggle.getAttribute('aria-controls'))).toEqual([
      field('Senha').id,
      field('Confirmar Senha').id,
    ]);
  });

  it.each(RULES)(
    'reports the %s rule: its field takes the focus, described by its message',
    async (_, values, focused, message) => {
      const harness = renderDigital();
      await fillNonClient(harness, values);
      await submit(harness);
      await waitFor(() => {
        expect(document.activeElement).toBe(focused());
      });
      expect(focusedDescription()).toBe(message);
      expect(screen.getByText(message).getAttribute('role')).toBe('alert');
      expect(harness.sent).toEqual([]);
      expect(harness.fakes.registerNonClient).not.toHaveBeenCalled();
    },
  );

  it('reports the earliest rule in the spec’s order, not in the form’s: the terms before a weak password', async () => {
    const harness = renderDigital();
    await fillNonClient(harness, {
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      acceptTermsAndConditions: false,
    });
    await submit(harness);
    await waitFor(() => {
      expect(document.activeElement).toBe(termsCheckbox());
    });
    expect(focusedDescription()).toBe(TERMS);
  });

  it('walks an empty form through the rules in order, one fix at a time', async () => {
    const harness = renderDigital();
    const { user } = harness;
    const expectFocus = async (target: () => HTMLElement, message: string) => {
      await submit(harness);
      await waitFor(() => {
        expect(document.activeElement).toBe(target());
      });
      expect(focusedDescription()).toBe(message);
    };
    /** What the customer enters in place of what the field held. */
    const replace = async (label: string, text: string, fill = pasteInto) => {
      await user.clear(field(label));
      await fill(user, field(label), text);
    };
    await expectFocus(() => field('Nome'), 'Preencha o campo (Nome).');
    await replace('Nome', 'Ana');
    await expectFocus(() => field('E-mail'), 'Preencha o campo (E-mail).');
    await replace('E-mail', 'ana@exemplo');
    await expectFocus(
      () => field('Confirme seu e-mail'),
      'Endereço de e-mail inválido. (Confirme seu e-mail)',
    );
    await replace('Confirme seu e-mail', 'ana@exemplo', autofill);
    await expectFocus(() => field('E-mail'), 'Endereço de e-mail inválido.');
    await replace('E-mail', 'ana@exemplo.com');
    await replace('Confirme seu e-mail', 'ana@exemplo.com', autofill);
    await expectFocus(() => field('CPF'), 'Informe um CPF.');
    await replace('CPF', VALID_CPF);
    await expectFocus(
      () => field('Data de Nascimento'),
      'Preencha corretamente o campo (Data de Nascimento).',
    );
    await replace('Data de Nascimento', '07031985');
    await expectFocus(() => field('Celular'), 'Preencha o campo (Celular).');
    await replace('Celular', '11987654321');
    await expectFocus(() => field('Senha'), 'Preencha o campo (Senha).');
    await replace('Senha', 'abcd1234');
    await expectFocus(() => field('Confirmar Senha'), 'Preencha o campo (Confirmar Senha).');
    await replace('Confirmar Senha', 'abcd1234', autofill);
    await expectFocus(termsCheckbox, TERMS);
    await user.click(termsCheckbox());
    await expectFocus(
      () => field('Senha'),
      'Senha média, insira um caracter especial, pelo menos 1 letra maiúscula ou minúscula e um número!',
    );
    expect(harness.sent).toEqual([]);
  });

  it('clears both passwords when they differ, says why and starts again from the first', async () => {
    const harness = renderDigital();
    await fillNonClient(harness, { confirmPassword: 'abcd123#' });
    await submit(harness);
    const message = await screen.findByText(MISMATCH);
    expect(message.getAttribute('role')).toBe('alert');
    expect(field('Senha').value).toBe('');
    expect(field('Confirmar Senha').value).toBe('');
    expect(field('Confirmar Senha').getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => {
      expect(document.activeElement).toBe(field('Senha'));
    });
    expect(field('Nome').value).toBe(filledNonClient.name);
    expect(harness.sent).toEqual([]);
  });

  it('sends what was typed, once for a double click, then shows the activation step, which offers the resend (spec 4.6)', async () => {
    const fakes = createFakes();
    const registered = deferred<{ status: string }>();
    fakes.registerNonClient.mockReturnValue(registered.promise);
    const harness = renderDigital(fakes);
    await fillNonClient(harness, { name: '  Ana Maria ', email: 'Ana@Exemplo.com' });
    await harness.user.dblClick(submitButton());
    await waitFor(() => {
      expect(submitButton().disabled).toBe(true);
    });
    expect(harness.sent).toEqual([
      {
        type: 'nonClient.submit',
        name: '  Ana Maria ',
        email: 'ana@exemplo.com',
        cellphone: '11987654321',
        birthDate: '07/03/1985',
        document: VALID_CPF,
        password: 'abcd123@',
        acceptTermsAndConditions: true,
        acceptSendMessage: false,
      },
    ]);
    registered.resolve({ status: 'SUCCESS' });
    await screen.findByRole('heading', { name: 'Você está quase lá!' });
    expect(fakes.registerNonClient).toHaveBeenCalledTimes(1);
    // The machine trims the name and turns the date into a timestamp.
    expect(fakes.registerNonClient.mock.calls[0]?.[0].payload).toMatchObject({
      name: 'Ana Maria',
      birthDate: Date.UTC(1985, 2, 7),
      acceptSendMessage: false,
    });
    expect(screen.getByText(/ana@exemplo\.com/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'REENVIAR EMAIL' }).disabled).toBe(
      false,
    );
  });

  it('sends the WhatsApp consent when given', async () => {
    const harness = renderDigital();
    await fillNonClient(harness);
    await harness.user.click(whatsapp());
    await submit(harness);
    await screen.findByRole('heading', { name: 'Você está quase lá!' });
    expect(harness.sent.at(-1)).toMatchObject({ acceptSendMessage: true });
  });

  it('shows a failure and the contact warning, on the card and as toasts, keeping what was typed', async () => {
    const fakes = createFakes();
    fakes.registerNonClient.mockRejectedValue({ kind: 'network' });
    const harness = renderDigital(fakes);
    await fillNonClient(harness);
    await submit(harness);
    const failed = 'Não foi possível realizar o cadastro.';
    const contact = 'Por gentileza entre em contato com nossa Central de Relacionamento.';
    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        failed,
        contact,
      ]);
    });
    await waitFor(() => {
      expect(toastWith(failed)?.className).toContain('MuiAlert-colorError');
      expect(toastWith(contact)?.className).toContain('MuiAlert-colorWarning');
    });
    expect(field('Nome').value).toBe(filledNonClient.name);
    expect(field('Senha').value).toBe(filledNonClient.password);
    expect(submitButton().disabled).toBe(false);
  });
});
