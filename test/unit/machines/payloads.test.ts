import { describe, expect, it } from 'vitest';
import {
  birthDateTimestamp,
  nonClientClientId,
  nonClientPayload,
  registerPayload,
  resendClientId,
  tokenClientId,
} from '../../../machines/shared/payloads.ts';
import type {
  NonClientSubmitEvent,
  RegisterSubmitEvent,
} from '../../../machines/shared/registration.types.ts';

// Spec sections 3 and 9: the token sends the stored client id or 'acerto'; the resend sends
// 'refi-digital' only when that is the stored id, 'acerto' for everything else.
describe('tokenClientId', () => {
  it("falls back to 'acerto' when no client id is stored", () => {
    expect(tokenClientId('')).toBe('acerto');
  });

  it.each(['refi-digital', 'pagbem', 'blocks', 'unknown-brand'])('sends the stored %s', (id) => {
    expect(tokenClientId(id)).toBe(id);
  });
});

describe('resendClientId', () => {
  it("keeps 'refi-digital' when that is stored", () => {
    expect(resendClientId('refi-digital')).toBe('refi-digital');
  });

  it.each(['', 'pagbem', 'beblue', 'meu-financiamento'])(
    "sends 'acerto' when %j is stored",
    (id) => {
      expect(resendClientId(id)).toBe('acerto');
    },
  );

  it('compares the stored id exactly, as it is saved from the query string', () => {
    expect(resendClientId('REFI-DIGITAL')).toBe('acerto');
    expect(resendClientId(' refi-digital')).toBe('acerto');
  });
});

// Spec section 3: the non-customer payload sends the stored client id, or the default client id
// ('refi-digital') when none is stored.
describe('nonClientClientId', () => {
  it("sends 'refi-digital' when no client id is stored", () => {
    expect(nonClientClientId('')).toBe('refi-digital');
  });

  it.each(['refi-digital', 'pagbem', 'blocks', 'meu-financiamento', 'unknown-brand'])(
    'sends the stored %s',
    (id) => {
      expect(nonClientClientId(id)).toBe(id);
    },
  );

  it('takes the stored id exactly: only the empty string counts as none', () => {
    expect(nonClientClientId(' ')).toBe(' ');
  });
});

// Expected timestamps are written out: each is the date at 00:00 UTC, in milliseconds.
describe('birthDateTimestamp', () => {
  it.each([
    ['15/03/1990', 637_459_200_000],
    ['31/12/1999', 946_598_400_000],
    ['04/07/1985', 489_283_200_000],
    ['01/05/2008', 1_209_600_000_000],
    ['28/02/1900', -2_203_977_600_000],
    ['01/03/1900', -2_203_891_200_000],
  ])('reads %s as midnight UTC (%i)', (text, expected) => {
    expect(birthDateTimestamp(text)).toBe(expected);
  });

  it('reads 01/01/1970 as 0, a timestamp and not a missing one', () => {
    expect(birthDateTimestamp('01/01/1970')).toBe(0);
  });

  it('accepts 29/02/2000: 2000 is a leap year (divisible by 400)', () => {
    expect(birthDateTimestamp('29/02/2000')).toBe(951_782_400_000);
  });

  it('rejects 29/02/1900: 1900 is not a leap year (divisible by 100, not by 400)', () => {
    expect(birthDateTimestamp('29/02/1900')).toBeUndefined();
  });

  it.each(['31/02/2001', '30/02/2000', '29/02/2001', '31/04/1990', '32/01/1990'])(
    'rejects %s, a day the month does not have',
    (text) => {
      expect(birthDateTimestamp(text)).toBeUndefined();
    },
  );

  it.each(['00/01/2000', '15/00/1990', '15/13/1990'])(
    'rejects %s: day and month start at 01 and months end at 12',
    (text) => {
      expect(birthDateTimestamp(text)).toBeUndefined();
    },
  );

  it('rejects years before 0100, which Date.UTC would read as 19xx', () => {
    expect(birthDateTimestamp('01/01/0050')).toBeUndefined();
  });

  it.each([
    '',
    'abc',
    '15-03-1990',
    '1990/03/15',
    '15/3/1990',
    '5/03/1990',
    '15/03/90',
    '15/03/19900',
    '15/03/1990x',
    'x15/03/1990',
    '15 /03/1990',
    'dd/mm/aaaa',
    '__/__/____',
    '1５/03/1990',
  ])('rejects %j, which is not DD/MM/YYYY', (text) => {
    expect(birthDateTimestamp(text)).toBeUndefined();
  });

  it.each(['  15/03/1990', '15/03/1990  ', '\t15/03/1990\n'])(
    'ignores surrounding spaces: %j',
    (text) => {
      expect(birthDateTimestamp(text)).toBe(637_459_200_000);
    },
  );
});

const stored = { clientId: 'pagbem', redirectUri: 'https://pagbem.example.com.br/retorno' };

const registerEvent: RegisterSubmitEvent = {
  type: 'register.submit',
  cellphone: '11987654321',
  email: 'ana.souza@example.com.br',
  password: 'Senha@123',
  acceptTermsAndConditions: true,
};

// Spec section 3: acceptNotifications always true; redirectUri and clientId from storage; the
// blocks variants also send the nickname.
describe('registerPayload', () => {
  it('builds the customer payload without a nickname key when none was asked', () => {
    const payload = registerPayload(registerEvent, stored);
    expect(payload).toStrictEqual({
      acceptNotifications: true,
      acceptTermsAndConditions: true,
      cellphone: '11987654321',
      email: 'ana.souza@example.com.br',
      password: 'Senha@123',
      redirectUri: 'https://pagbem.example.com.br/retorno',
      clientId: 'pagbem',
    });
    expect('nickname' in payload).toBe(false);
  });

  it('carries the nickname when the form sent one', () => {
    const payload = registerPayload(
      { ...registerEvent, nickname: 'Aninha' },
      { clientId: 'blocks', redirectUri: 'https://blocks.example.com.br/retorno' },
    );
    expect(payload).toStrictEqual({
      acceptNotifications: true,
      acceptTermsAndConditions: true,
      cellphone: '11987654321',
      email: 'ana.souza@example.com.br',
      password: 'Senha@123',
      redirectUri: 'https://blocks.example.com.br/retorno',
      clientId: 'blocks',
      nickname: 'Aninha',
    });
  });

  it('sends the stored client id as it is, even when none is stored', () => {
    expect(registerPayload(registerEvent, { clientId: '', redirectUri: '' })).toMatchObject({
      clientId: '',
      redirectUri: '',
    });
  });

  it('keeps acceptNotifications true whatever the terms answer', () => {
    const payload = registerPayload({ ...registerEvent, acceptTermsAndConditions: false }, stored);
    expect(payload).toMatchObject({ acceptNotifications: true, acceptTermsAndConditions: false });
  });
});

const nonClientEvent: NonClientSubmitEvent = {
  type: 'nonClient.submit',
  name: '  Ana Paula Souza ',
  email: 'ana.paula@example.com.br',
  cellphone: '11912345678',
  birthDate: '15/03/1990',
  document: '11144477735',
  password: 'Senha@456',
  acceptTermsAndConditions: true,
  acceptSendMessage: true,
};

// Spec section 3: name trimmed, birth date as a timestamp, clientId stored or the default one,
// acceptSendMessage as given; blocks variants also send the nickname.
describe('nonClientPayload', () => {
  it('builds the non-customer payload: name trimmed, birth date as midnight UTC', () => {
    const payload = nonClientPayload(nonClientEvent, stored);
    expect(payload).toStrictEqual({
      name: 'Ana Paula Souza',
      email: 'ana.paula@example.com.br',
      cellphone: '11912345678',
      birthDate: 637_459_200_000,
      document: '11144477735',
      password: 'Senha@456',
      redirectUri: 'https://pagbem.example.com.br/retorno',
      clientId: 'pagbem',
      acceptSendMessage: true,
    });
    expect('nickname' in payload).toBe(false);
  });

  it("sends 'refi-digital' when no client id is stored, and the stored redirect uri", () => {
    expect(nonClientPayload(nonClientEvent, { clientId: '', redirectUri: '' })).toMatchObject({
      clientId: 'refi-digital',
      redirectUri: '',
    });
  });

  it('carries acceptSendMessage false as given', () => {
    expect(nonClientPayload({ ...nonClientEvent, acceptSendMessage: false }, stored)).toMatchObject(
      { acceptSendMessage: false },
    );
  });

  it('carries the nickname when the form sent one', () => {
    const payload = nonClientPayload(
      { ...nonClientEvent, nickname: 'Paulinha' },
      { clientId: 'blocks', redirectUri: 'https://blocks.example.com.br/retorno' },
    );
    expect(payload).toMatchObject({ clientId: 'blocks', nickname: 'Paulinha' });
  });

  it('trims only the name: inner spaces and the other fields stay as typed', () => {
    const payload = nonClientPayload(
      { ...nonClientEvent, name: '\tAna  Paula\n', email: ' ana@example.com.br ' },
      stored,
    );
    expect(payload).toMatchObject({ name: 'Ana  Paula', email: ' ana@example.com.br ' });
  });

  it('sends NaN as the birth date when the text is not a date (the form must stop that first)', () => {
    const payload = nonClientPayload({ ...nonClientEvent, birthDate: '31/02/1990' }, stored);
    expect(payload.birthDate).toBeNaN();
    // On the wire NaN becomes null.
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({ birthDate: null });
  });
});
