import { useTranslation } from '../../../lib/i18n';
import type { TModuleEntry } from '@card/contract';
import { Sheet } from '../../../components/ui/Sheet';

/**
 * What a module tile says when it cannot open a screen: how to unlock an advanced module (VIP or golden keys;
 * the money screens do not exist yet, so the sheet says they are coming instead of linking nowhere), or that
 * the module's screen is still being built.
 */
export function ModuleSheet({ module: m, kind, onClose }: { module: TModuleEntry | null; kind: 'locked' | 'soon'; onClose: () => void }) {
  const { t } = useTranslation('usercentre');
  if (!m) return null;
  if (kind === 'locked') {
    return (
      <Sheet open title={t('modules.unlockTitle', { name: m.name })} onClose={onClose} testId="unlock-sheet">
        <p>{t('modules.unlockText', { name: m.name })}</p>
        <ul>
          <li>{t('modules.unlockVip')}</li>
          <li>{t('modules.unlockKey')}</li>
        </ul>
        <p className="muted" data-testid="unlock-soon">{t('modules.unlockSoon')}</p>
      </Sheet>
    );
  }
  return (
    <Sheet open title={t('modules.soonTitle', { name: m.name })} onClose={onClose} testId="soon-sheet">
      <p>{t('modules.soonText', { name: m.name })}</p>
    </Sheet>
  );
}
