import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
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
import { preloadStepViews, STEP_VIEWS, type StepView } from './step-views.tsx';

/**
 * A step's view, with a Suspense boundary only when its code had not arrived as it was first
 * drawn. An eager view, or a lazy one already loaded (the digital sign-up's form, which the
 * browser loads before the app starts), has none: a prerendered page's form then hydrates with
 * the rest of the page, not in a later pass (docs/decisions/024-prerender.md). Chosen once per
 * step: a boundary appearing or going would draw the form afresh and lose what was typed.
 */
function StepArea({ view }: { view: StepView }) {
  const [loaded] = useState(() => view.eager === true || view.isLoaded());
  const { Component: View } = view;
  return loaded ? (
    <View />
  ) : (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}

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

  return (
    <Card
      variant="outlined"
      sx={{ width: '100%', maxWidth: 480, mx: 'auto', boxSizing: 'border-box' }}
      aria-busy={busy}
    >
      <BusyIndicator busy={busy} />
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <NoticeAlert />
        {/* Only a first step whose code has not arrived waits here, with an empty card. */}
        <LoadFailureBoundary key={shownStep}>
          <StepArea view={STEP_VIEWS[shownStep]} />
        </LoadFailureBoundary>
      </CardContent>
      <NoticeToasts />
    </Card>
  );
}
