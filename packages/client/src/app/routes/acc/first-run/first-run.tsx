import { lazy, Suspense } from 'react';
import { useFirstRun } from '../../../../features/usercentre/first-run-api';

const FirstRunSheet = lazy(() => import('./first-run-sheet'));

/**
 * The first-run walkthrough's place on the management centre: it asks the server once whether the account still has
 * it to see, and only then loads the walkthrough's code and texts (everyone else downloads neither).
 */
export function FirstRun() {
  const state = useFirstRun(true);
  if (!state.data?.pending) return null;
  return (
    <Suspense fallback={null}>
      <FirstRunSheet />
    </Suspense>
  );
}
