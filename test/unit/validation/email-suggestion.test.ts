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
    ['ana@empresa.ocm', 'ana@empresa.com'],
    ['ana@empresa.com.bt', 'ana@empresa.com.br'],
  ])('%s: suggests %s', (typed, meant) => {
    expect(emailSuggestion(typed)).toBe(meant);
  });

  /**
   * Every provider of Brazil's list with a slip of its own: each is on the list for a reason (a
   * slip on it is met), and with it gone the slip would get another provider or none.
   */
  it.each([
    ['ana@fmail.com', 'ana@gmail.com'], // f beside g: Gmail, not ymail.com
    ['ana@hotmial.com.br', 'ana@hotmail.com.br'],
    ['ana@outlok.com.br', 'ana@outlook.com.br'],
    ['ana@ilve.com', 'ana@live.com'],
    ['ana@yhaoo.com', 'ana@yahoo.com'],
    ['ana@yahooo.com.br', 'ana@yahoo.com.br'],
    ['ana@uoll.com.br', undefined], // a short name a step from uol's: another company's
    ['ana@terrra.com.br', 'ana@terra.com.br'],
    ['ana@glono.com', 'ana@globo.com'],
    ['ana@gmailcom', 'ana@gmail.com'], // the dot left out,
    ['ana@globmail.com', 'ana@globomail.com'],
    ['ana@r7.ccom', 'ana@r7.com'],
    ['ana@oi.com.rb', 'ana@oi.com.br'],
    ['ana@zipmal.com.br', 'ana@zipmail.com.br'],
    ['ana@gmx.ccom', 'ana@gmx.com'],
    ['ana@gmx.bet', 'ana@gmx.net'],
  ])('a slip on a provider of Brazil, %s: %s', (typed, meant) => {
    expect(emailSuggestion(typed)).toBe(meant);
  });

  /** Every ending of Brazil's list (and Portugal's), each with a real address's slip (b and t side by side). */
  it.each([
    ['ana@usp.bt', 'ana@usp.br'],
    ['ana@ufrj.bt', 'ana@ufrj.br'],
    ['ana@provedor.net.bt', 'ana@provedor.net.br'],
    ['ana@instituto.org.bt', 'ana@instituto.org.br'],
    ['ana@economia.gov.bt', 'ana@economia.gov.br'],
    ['ana@ifsp.edu.bt', 'ana@ifsp.edu.br'],
    ['ana@tjsp.jus.bt', 'ana@tjsp.jus.br'],
    ['ana@mpsp.mp.bt', 'ana@mpsp.mp.br'],
    ['ana@camara.leg.bt', 'ana@camara.leg.br'],
    ['ana@eb.mil.bt', 'ana@eb.mil.br'],
    ['ana@galeria.art.bt', 'ana@galeria.art.br'],
    ['ana@escritorio.adv.bt', 'ana@escritorio.adv.br'],
    ['ana@projetos.eng.bt', 'ana@projetos.eng.br'],
    ['ana@fabrica.ind.bt', 'ana@fabrica.ind.br'],
    ['ana@suporte.inf.bt', 'ana@suporte.inf.br'],
    ['ana@sicoob.coop.bt', 'ana@sicoob.coop.br'],
    ['ana@canal.tv.bt', 'ana@canal.tv.br'],
    ['ana@loja.emp.bt', 'ana@loja.emp.br'],
    ['ana@clinica.med.bt', 'ana@clinica.med.br'],
    ['ana@consultor.pro.bt', 'ana@consultor.pro.br'],
    ['ana@sapo.ot', 'ana@sapo.pt'],
    ['ana@empresa.com.ot', 'ana@empresa.com.pt'],
    // The sandbox's reserved ending, as QA types it
    ['em-uso@exemplo.invaild', 'em-uso@exemplo.invalid'],
  ])('a slip on an ending, %s: %s', (typed, meant) => {
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
    'ymail.com',
    'proton.me',
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
    'meta.com',
    'igua.com.br',
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
