import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { LoadAttemptContext } from './load-attempt.ts';

function LoadFailure({ resetErrorBoundary }: FallbackProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={resetErrorBoundary}>
          {texts.app.retry}
        </Button>
      }
    >
      {messages['step.failed']}
    </Alert>
  );
}

/**
 * Where a part whose code loads on demand is drawn: if its code cannot be fetched (a dropped
 * connection), the customer reads the catalogue's failure message and a button that tries again,
 * instead of a blank screen. What the machine holds is untouched, so nothing typed is lost.
 */
export function LoadFailureBoundary({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      FallbackComponent={LoadFailure}
      onReset={() => {
        setAttempt((count) => count + 1);
      }}
    >
      <LoadAttemptContext value={attempt}>{children}</LoadAttemptContext>
    </ErrorBoundary>
  );
}
