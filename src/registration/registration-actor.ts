import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Notice, RegistrationEvent, defaultMachine } from '../../machines/index.ts';

/**
 * The view binding of a registration machine: views read narrow values of the current state
 * through these hooks and send events; they never see the whole snapshot.
 */
export type RegistrationActorRef = ActorRefFrom<typeof defaultMachine>;
type RegistrationSnapshot = SnapshotFrom<typeof defaultMachine>;

export const RegistrationActorContext = createContext<RegistrationActorRef | null>(null);

export function useRegistrationActor(): RegistrationActorRef {
  const actor = useContext(RegistrationActorContext);
  if (!actor) throw new Error('useRegistrationActor must be used inside RegistrationActorContext.');
  return actor;
}

/** The steps a customer sees: one view each. */
export type RegistrationStep =
  'cpf' | 'question' | 'finish' | 'activation' | 'blocked' | 'signUpRedirect';

function stepOf(snapshot: RegistrationSnapshot): RegistrationStep {
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
export const useResent = (): boolean =>
  useRegistrationSelector((s) => s.matches({ activation: 'resent' }));

export function useSend(): (event: RegistrationEvent) => void {
  const actor = useRegistrationActor();
  return actor.send;
}
