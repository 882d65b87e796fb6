import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { BusyIndicator } from '../components/busy-indicator.tsx';
import { LoadFailureBoundary } from '../components/load-failure-boundary.tsx';
import {
  useBusy,
  useRegistrationActor,
  useStep,
  type RegistrationStep,
} from '../registration/registration-actor.ts';
import { NoticeAlert } from './notices/notice-alert.tsx';
import { NoticeToasts } from './notices/notice-toasts.tsx';
import { preloadStepViews, STEP_VIEWS } from './step-views.tsx';

/**
 * The register screen of any variant: one card showing the current step's view, the busy
 * indicator and the notices. A view stays mounted while its step's calls run and fail, so its form
 * keeps what was typed. What differs between variants' views comes from `VariantUiContext`.
 */
export function RegisterCard() {
  const step = useStep();
  const busy = useBusy();
  const actor = useRegistrationActor();
  // While a call runs, the code of the views it may lead to loads, so the next step draws at once.
  useEffect(() => {
    if (!busy) return;
    const steps = Object.keys(actor.getSnapshot().machine.root.states) as RegistrationStep[];
    // A view whose code failed to load tries again when it is drawn.
    preloadStepViews(steps).catch(() => undefined);
  }, [busy, actor]);
  // A step whose code is still on its way leaves the previous view on the card until it arrives
  // (a deferred value keeps the shown UI while the next one suspends): no empty card, no jump.
  const shownStep = useDeferredValue(step);
  const { Component: View, eager } = STEP_VIEWS[shownStep];
  return (
    <Card
      variant="outlined"
      sx={{ width: '100%', maxWidth: 480, mx: 'auto', boxSizing: 'border-box' }}
      aria-busy={busy}
    >
      <BusyIndicator busy={busy} />
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <NoticeAlert />
        {/* Only a first step that is lazy (the digital sign-up's) waits here, with an empty card.
            An eager view has no Suspense boundary: a prerendered page's form then hydrates with
            the rest of the page, not in a later pass (docs/decisions/024-prerender.md). */}
        <LoadFailureBoundary key={shownStep}>
          {eager ? (
            <View />
          ) : (
            <Suspense fallback={null}>
              <View />
            </Suspense>
          )}
        </LoadFailureBoundary>
      </CardContent>
      <NoticeToasts />
    </Card>
  );
}
