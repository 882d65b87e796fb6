import { describe, expect, it } from 'vitest';
import { emailSuggestion } from '../../../src/validation/email-suggestion.ts';

/**
 * Issue 27: a slip in the domain is offered a correction; a real domain never is (false alarms
 * made Mozilla drop Thunderbird's). Typos as Brazilians make them, on Brazil's providers and on
 * the endings; real domains of providers, companies, universities and government.
 */
describe('e-mail typo suggestions', () => {
  it.each([
    ['joao@gamil.com', 'joao@gmail.com'],
    ['rita@outlok.com', 'rita@outlook.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@hotmal.com', 'ana@hotmail.com'],
    ['ana@iclod.com', 'ana@icloud.com'],
    ['ana@yaho.com.br', 'ana@yahoo.com.br'],
    // Endings: .con, .cmo, .com.bt, a .com.br the provider does not have, a .co for .com
    ['ana@gmail.con', 'ana@gmail.com'],
    ['ana@gmail.cmo', 'ana@gmail.com'],
    ['ana@globo.con', 'ana@globo.com'],
    ['ana@icloud.con', 'ana@icloud.com'],
    ['ana@hotmail.com.bt', 'ana@hotmail.com.br'],
    ['ana@outlook.com.bt', 'ana@outlook.com.br'],
    ['ana@uol.com.bt', 'ana@uol.com.br'],
    ['ana@bol.con.br', 'ana@bol.com.br'],
    ['ana@terra.com.bf', 'ana@terra.com.br'],
    ['ana@gmail.com.br', 'ana@gmail.com'],
    ['ana@globo.com.br', 'ana@globo.com'],
    ['ana@ig.com', 'ana@ig.com.br'],
    ['ana@terra.com', 'ana@terra.com.br'],
    ['ana@gmail.co', 'ana@gmail.com'],
    // Any company's address with a slip in its ending
    ['ana@empresa.con', 'ana@empresa.com'],
    ['ana@empresa.com.bt', 'ana@empresa.com.br'],
  ])('%s: suggests %s', (typed, meant) => {
    expect(emailSuggestion(typed)).toBe(meant);
  });

  it.each([
    // Brazil's providers and the international ones
    'gmail.com',
    'hotmail.com',
    'hotmail.com.br',
    'outlook.com',
    'outlook.com.br',
    'live.com',
    'msn.com',
    'yahoo.com',
    'yahoo.com.br',
    'icloud.com',
    'me.com',
    'mac.com',
    'uol.com.br',
    'bol.com.br',
    'terra.com.br',
    'ig.com.br',
    'superig.com.br',
    'globo.com',
    'r7.com',
    'oi.com.br',
    'pop.com.br',
    'zipmail.com.br',
    'protonmail.com',
    'mail.com',
    'email.com',
    'gmx.net',
    'aol.com',
    'zoho.com',
    // Companies, banks, operators: short names a step from a provider's are not slips
    'bb.com.br',
    'itau.com.br',
    'bradesco.com.br',
    'correios.com.br',
    'petrobras.com.br',
    'tim.com.br',
    'vivo.com.br',
    'claro.com.br',
    'empresa.com.br',
    'empresa.co',
    'startup.io',
    // Universities and government
    'usp.br',
    'ufrj.br',
    'unicamp.br',
    'ifsp.edu.br',
    'economia.gov.br',
    // Portugal's, which are not Brazil's with a slip
    'sapo.pt',
    'live.com.pt',
    'outlook.pt',
    // The sandbox's reserved domain
    'exemplo.invalid',
  ])('a real domain, %s: no suggestion', (domain) => {
    expect(emailSuggestion(`ana@${domain}`)).toBeUndefined();
  });

  it('nothing to suggest for what is not an address yet', () => {
    expect(emailSuggestion('')).toBeUndefined();
    expect(emailSuggestion('ana')).toBeUndefined();
    expect(emailSuggestion('ana@')).toBeUndefined();
  });
});
