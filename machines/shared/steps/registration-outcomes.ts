import { failedWith } from '../guards.ts';
import type { MessageId } from '../messages.ts';
import { notify, type NoticeAction } from '../notices.ts';
import type { StepTarget } from '../step-targets.ts';

export interface RegistrationOutcomeOptions {
  /** Where a registration that went through leads: the activation step. */
  toActivation: StepTarget;
  /** The already-registered message of this variant. */
  registered: MessageId;
  /** What any other failure shows. */
  failed: readonly NoticeAction[];
}

/**
 * How both register calls end (spec 4.4, 4.6 and 8), the customer's and the non-customer's:
 * SUCCESS opens the activation step; every other outcome keeps the form (`toEditing`, the form
 * step's own editing state), with its message. USER_ALREADY_EXISTS may also come as the body of an
 * HTTP error.
 */
export function registrationOutcomes<const Editing extends string>(
  toEditing: Editing,
  { toActivation, registered, failed }: RegistrationOutcomeOptions,
) {
  const stay = (actions: readonly NoticeAction[]) => ({
    target: toEditing,
    actions: actions.flat(),
  });
  return {
    /** The answers both calls share, by status; a step adds its call's own. */
    answered: {
      SUCCESS: [{ target: toActivation }],
      EMAIL_ALREADY_IN_USE: [{ ...stay([notify('register.emailInUse')]) }],
      USER_ALREADY_EXISTS: [{ ...stay([notify(registered)]) }],
    },
    /** Any other answer. */
    otherwise: stay(failed),
    onError: [
      { guard: failedWith('USER_ALREADY_EXISTS'), ...stay([notify(registered)]) },
      stay(failed),
    ],
  };
}
