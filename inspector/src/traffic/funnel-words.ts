import { GUARDS_PT, isKeyOf, STEPS_PT } from '../../../content/labels-pt.ts';
import { callName, statusWithCode, statusWords } from '../texts.ts';
import type { FunnelAnswer } from './funnel.ts';

/** A step by its name in the analysts' words: `cpf` → 'etapa do CPF'. */
export function stepName(step: string): string {
  return isKeyOf(STEPS_PT, step) ? STEPS_PT[step].name : step;
}

/** What a status says, with or without its code beside it; a guard by its words alone. */
function codeText(code: string, withCode: boolean): string {
  if (isKeyOf(GUARDS_PT, code)) return GUARDS_PT[code];
  return withCode ? statusWithCode(code) : statusWords(code);
}

/**
 * What the call answered, as the funnel shows it: 'consulta do CPF: cliente não encontrado
 * (CLIENT_NOT_FOUND)'; the code beside the words for QA unless `withCode` is false.
 */
export function answerText(answer: FunnelAnswer, withCode = true): string {
  const call = callName(answer.call);
  if (answer.kind === 'failure') return `${call}: falhou (rede, tempo esgotado ou erro HTTP)`;
  if (answer.kind === 'other') return `${call}: outra resposta`;
  const parts = [answer.code, answer.clientStatus]
    .filter((code): code is string => code !== undefined)
    .map((code) => codeText(code, withCode));
  return `${call}: ${parts.join(', situação ') || 'respondeu'}`;
}
