import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRef, SnapshotFrom } from 'xstate';
import type {
  Notice,
  NoticeShownEvent,
  RegistrationEvent,
  RegistrationMachine,
  RegistrationStep,
} from '../../machines/index.ts';

export type { RegistrationStep };

/**
 * The view binding of a registration machine: views read narrow values of the current state
 * through these hooks and send events; they never see the whole snapshot.
 *
 * Every machine in `MACHINES` is built from one setup, so they share context and events and differ
 * only in their states. The ref is one actor ref whose snapshot is any of theirs, so an actor of
 * any of them (`createActor(MACHINES.blocks)`, `useActorRef(MACHINES.refi)`) can be provided. (The
 * union of their `ActorRefFrom` types would do for `send`, but not for `subscribe`, whose
 * overloads TypeScript cannot call on a union.)
 */
export type RegistrationActorRef = ActorRef<
  RegistrationSnapshot,
  RegistrationEvent,
  NoticeShownEvent
>;
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;

export const RegistrationActorContext = createContext<RegistrationActorRef | null>(null);

export function useRegistrationActor(): RegistrationActorRef {
  const actor = useContext(RegistrationActorContext);
  if (!actor) throw new Error('useRegistrationActor must be used inside RegistrationActorContext.');
  return actor;
}

export function stepOf(snapshot: RegistrationSnapshot): RegistrationStep {
  const { value } = snapshot;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as RegistrationStep;
}

function useRegistrationSelector<T>(selector: (snapshot: RegistrationSnapshot) => T): T {
  return useSelector(useRegistrationActor(), selector);
}

export const useStep = (): RegistrationStep => useRegistrationSelector(stepOf);
/** True while a call (captcha or HTTP) is in flight: the busy indicator shows and submits are ignored. */
export const useBusy = (): boolean => useRegistrationSelector((s) => s.hasTag('busy'));
export const useNotices = (): Notice[] => useRegistrationSelector((s) => s.context.notices);
export const useMotherNames = (): string[] => useRegistrationSelector((s) => s.context.motherNames);
export const useRegisteredEmail = (): string => useRegistrationSelector((s) => s.context.email);
/** The CPF given at the first step (digits only): the blocks non-customer form shows it. */
export const useKnownCpf = (): string => useRegistrationSelector((s) => s.context.cpf);
/** TOKEN_ERROR blocked the access (spec 4.3 and 6): the question's form cannot send again. */
export const useBlocked = (): boolean => useRegistrationSelector((s) => s.hasTag('blocked'));
/** The activation e-mail was sent again: the resend button gives way to the success note. */
export const useResent = (): boolean => useRegistrationSelector((s) => s.hasTag('resent'));

export function useSend(): (event: RegistrationEvent) => void {
  const actor = useRegistrationActor();
  return actor.send;
}
