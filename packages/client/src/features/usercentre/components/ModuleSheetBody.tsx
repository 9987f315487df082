import { Sheet } from '../../../components/ui/Sheet';
import { ModuleUnlock, useModuleUnlockTitle, type ModuleShown } from './ModuleUnlock';

/** The sheet of a module that does not open (ModuleSheet loads it on the first tap that needs it). */
export default function ModuleSheetBody({ module: m, onClose, onUnlocked }: { module: ModuleShown; onClose: () => void; onUnlocked?: (m: ModuleShown) => void }) {
  const title = useModuleUnlockTitle();
  const testId = m.state === 'locked' ? 'unlock-sheet' : m.state === 'vip' ? 'vip-sheet' : 'soon-sheet';
  return (
    <Sheet open title={title(m)} onClose={onClose} testId={testId}>
      <ModuleUnlock module={m} onUnlocked={onUnlocked} />
    </Sheet>
  );
}
