declare const stepTargetBrand: unique symbol;

/**
 * Where a step leads: a top-level state of the machine that wrote it. Only `stepTargets` makes
 * one, so a step factory's exit cannot be a string typed by hand.
 */
export type StepTarget = `#${string}` & { readonly [stepTargetBrand]: true };

/**
 * The targets of a machine's steps, by step name: `to.question` is `#default.question`. A
 * misspelt step is a missing property, which fails the typecheck; `MachineStates` then checks
 * that the machine has a state for every step named here and no other.
 */
export function stepTargets<const Step extends string>(
  machineId: string,
  steps: readonly Step[],
): Readonly<Record<Step, StepTarget>> {
  return Object.fromEntries(
    steps.map((step) => [step, `#${machineId}.${step}` as StepTarget]),
  ) as Record<Step, StepTarget>;
}

/** A machine's `states`: exactly one state per step its targets name. */
export type MachineStates<Targets> = Readonly<Record<keyof Targets, unknown>>;
