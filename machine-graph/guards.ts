import { and, not, or } from 'xstate';
import { isRecord } from '../machines/shared/records.ts';
import type { GuardInfo } from './types.ts';

/**
 * Guards read from a machine definition. xstate's higher-order guards (`and`, `or`, `not`) are
 * functions that keep their operands on `guards`; which one a guard is shows in its `check`,
 * compared by reference, not by function name, which a minified build renames.
 */

type Combinator = 'and' | 'or' | 'not';

const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;

const COMBINATORS: readonly (readonly [Combinator, unknown])[] = [
  ['and', checkOf(and([]))],
  ['or', checkOf(or([]))],
  ['not', checkOf(not('x'))],
];

function combinatorOf(
  guard: unknown,
): { name: Combinator; operands: readonly unknown[] } | undefined {
  if (typeof guard !== 'function') return undefined;
  const { guards } = guard as { guards?: unknown };
  const check = checkOf(guard);
  const operands = Array.isArray(guards) ? guards : guards === undefined ? undefined : [guards];
  const name = COMBINATORS.find(([, known]) => known === check)?.[0];
  return name !== undefined && operands ? { name, operands } : undefined;
}

/** A guard as a tree of named guards with their (static) params. */
export function guardTree(guard: unknown): GuardInfo {
  if (typeof guard === 'string') return { kind: 'named', type: guard, params: undefined };
  if (typeof guard === 'function') {
    const combinator = combinatorOf(guard);
    if (combinator) return { kind: combinator.name, operands: combinator.operands.map(guardTree) };
    const { stateValue } = guard as { stateValue?: unknown };
    if (stateValue !== undefined) return { kind: 'stateIn', stateValue };
    return { kind: 'inline', name: guard.name || 'inline guard' };
  }
  if (isRecord(guard) && typeof guard['type'] === 'string') {
    const params = guard['params'];
    return {
      kind: 'named',
      type: guard['type'],
      params: isRecord(params) && typeof params !== 'function' ? params : undefined,
    };
  }
  return { kind: 'unknown' };
}

function describeParams(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '…';
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return isRecord(params) ? Object.values(params).map(text).join(', ') : text(params);
}

/** A readable guard: its name and params; `and`/`or`/`not` with their operands. */
export function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combinator = combinatorOf(guard);
    if (combinator) {
      return `${combinator.name}(${combinator.operands.map(describeGuard).join(', ')})`;
    }
    const { stateValue } = guard as { stateValue?: unknown };
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`;
    return guard.name || 'inline guard';
  }
  if (isRecord(guard) && typeof guard['type'] === 'string') {
    // Dynamic params (a function) show as `…`: they are known only when the guard runs.
    return `${guard['type']}(${describeParams(guard['params'])})`;
  }
  return 'unknown guard';
}

/** The named guards a guard requires all of: itself, or the operands of `and`, flattened. */
function conjuncts(tree: GuardInfo): { type: string; params: Readonly<Record<string, unknown>> }[] {
  if (tree.kind === 'and') return tree.operands.flatMap(conjuncts);
  if (tree.kind === 'named') return [{ type: tree.type, params: tree.params ?? {} }];
  return [];
}

/** What a guard asks of a call's answer: the status, and the client status it names. */
export function statusCondition(tree: GuardInfo | undefined): {
  status?: string;
  clientStatus?: string;
} {
  const parts = tree ? conjuncts(tree) : [];
  const param = (type: string, name: string) => {
    const value = parts.find((part) => part.type === type)?.params[name];
    return typeof value === 'string' ? value : undefined;
  };
  const status = param('hasStatus', 'status') ?? param('failedWithStatus', 'status');
  const clientStatus = param('hasClientStatus', 'clientStatus');
  return {
    ...(status === undefined ? {} : { status }),
    ...(clientStatus === undefined ? {} : { clientStatus }),
  };
}

/** A guard that checks nothing but one status: every answer with it takes the transition. */
export function fullyHandledStatus(tree: GuardInfo | undefined): string | undefined {
  if (tree?.kind !== 'named' || tree.type !== 'hasStatus') return undefined;
  const status = tree.params?.['status'];
  return typeof status === 'string' ? status : undefined;
}
