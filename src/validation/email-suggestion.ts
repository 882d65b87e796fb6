import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

/**
 * The mail providers Brazilians use most, besides the international ones the library knows: a
 * domain a step away from one of these is most likely a slip (`gamil.com`, `uol.com.bt`).
 */
const BRAZIL_PROVIDERS = [
  // Also in the library's list, but first here: a slip as near `ymail.com` (`fmail.com`) meant Gmail.
  'gmail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'yahoo.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'r7.com',
  'oi.com.br',
  'zipmail.com.br',
  // Real providers a step away from a bigger one's name: known, so never "corrected".
  'mail.com',
  'email.com',
  'gmx.com',
  'gmx.net',
];

/**
 * Endings of real addresses in Brazil besides the library's list: a TLD a step away from one of
 * these is a slip (`.con`, `.cmo`, `.com.bt`). Only endings, never whole domains: a company's or
 * a university's own domain is never "corrected" towards a provider's.
 */
const BRAZIL_TLDS = [
  'com.br',
  'br',
  'net.br',
  'org.br',
  'gov.br',
  'edu.br',
  'jus.br',
  'mp.br',
  'leg.br',
  'mil.br',
  'art.br',
  'adv.br',
  'eng.br',
  'ind.br',
  'inf.br',
  'coop.br',
  'tv.br',
  'emp.br',
  'med.br',
  'pro.br',
  'pt',
  'com.pt',
  'invalid',
];

/**
 * Real endings that are never the one meant when they are a step from another: not among the
 * endings compared, since `.con` is as near to `.co` as to `.com`, but never "corrected" either.
 */
const REAL_ENDINGS_NOT_COMPARED = ['co'];

const DOMAINS = [...new Set([...BRAZIL_PROVIDERS, ...POPULAR_DOMAINS])];
const TOP_LEVEL_DOMAINS = [...new Set([...BRAZIL_TLDS, ...POPULAR_TLDS])].filter(
  (ending) => !REAL_ENDINGS_NOT_COMPARED.includes(ending),
);

/** `uol` of `uol.com.br`; the ending is the rest (none without a dot). */
function nameAndEnding(domain: string): [string, string] {
  const name = domain.replace(/\..*/, '');
  return [name, domain.slice(name.length + 1)];
}

/** Endings of one provider's name confused with each other (`gmail.co`, `terra.com`). */
const COM_SLIPS = new Set(['com', 'com.br', 'co']);

/**
 * Whether a suggestion of the library is a likely slip rather than another real domain. A short
 * name is another company's, not a typo (`bb.com.br` is not `ig.com.br`, `pop` not `uol`); and of
 * two real endings only `.com` and `.com.br` are confused (`gmail.com.br` for `gmail.com`,
 * `terra.com` for `terra.com.br`), not `live.com.pt` and `live.com`.
 */
function isLikelySlip(typed: string, suggested: string): boolean {
  const [typedName, typedEnding] = nameAndEnding(typed);
  const [suggestedName, suggestedEnding] = nameAndEnding(suggested);
  if (typedName !== suggestedName) return Math.min(typedName.length, suggestedName.length) > 3;
  const realEnding =
    TOP_LEVEL_DOMAINS.includes(typedEnding) || REAL_ENDINGS_NOT_COMPARED.includes(typedEnding);
  if (!realEnding) return true;
  return (
    DOMAINS.includes(suggested) && COM_SLIPS.has(typedEnding) && COM_SLIPS.has(suggestedEnding)
  );
}

/**
 * The address the customer probably meant, when its domain looks like a slip on a known
 * provider's or on a common ending; undefined for anything else, a real domain above all (false
 * alarms made Mozilla drop its own). The library compares edit distances against the providers
 * and the endings; its comparison of names alone is left out (`usp.br` is not a slip for `uol`).
 */
export function emailSuggestion(email: string): string | undefined {
  const typedDomain = email.slice(email.lastIndexOf('@') + 1);
  const suggestion = run({
    email,
    domains: DOMAINS,
    topLevelDomains: TOP_LEVEL_DOMAINS,
    // Stryker disable next-line ArrayDeclaration: any made-up name put here is a step from no real one
    secondLevelDomains: [],
  });
  if (suggestion === undefined || !isLikelySlip(typedDomain, suggestion.domain)) return undefined;
  return suggestion.full;
}
