import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { TModuleEntry } from '@card/contract';
import { MODULE_SCREENS } from '../../../config/module-screens';
import type { ModuleShown } from './ModuleUnlock';

/**
 * The sheet's code (the unlock panel, its payment call and the sheet) is loaded at the first tap on a module that
 * does not open, not with the management centre, whose first screen has to show before any of it is needed (issue
 * 30: the first screen's weight).
 */
const ModuleSheetBody = lazy(() => import('./ModuleSheetBody'));

/** A module that does not open, in a sheet: how to unlock it, that it is VIP only, or that it is coming (ModuleUnlock). */
export function ModuleSheet({ module: m, onClose, onUnlocked }: { module: ModuleShown | null; onClose: () => void; onUnlocked?: (m: ModuleShown) => void }) {
  if (!m) return null;
  return (
    <Suspense fallback={null}>
      <ModuleSheetBody module={m} onClose={onClose} onUnlocked={onUnlocked} />
    </Suspense>
  );
}

/**
 * What tapping a module does, the same wherever the module is shown (its tile, the management centre's top links):
 * an open module opens its screen; any other state opens the sheet, and a module unlocked there opens at once.
 */
export function useModuleOpener(): { open: (m: TModuleEntry) => void; sheet: ReactNode } {
  const navigate = useNavigate();
  const [shown, setShown] = useState<ModuleShown | null>(null);
  const open = (m: ModuleShown) => {
    const screen = MODULE_SCREENS[m.id];
    if (m.state === 'open' && screen) void navigate(screen);
    // Open without a screen cannot happen (a unit test pins the screens to the built modules); say "coming" rather than nothing.
    else setShown(m.state === 'open' ? { ...m, state: 'soon' } : m);
  };
  const sheet = (
    <ModuleSheet
      module={shown}
      onClose={() => setShown(null)}
      onUnlocked={(m) => {
        setShown(null);
        const screen = MODULE_SCREENS[m.id];
        if (screen) void navigate(screen);
      }}
    />
  );
  return { open, sheet };
}
