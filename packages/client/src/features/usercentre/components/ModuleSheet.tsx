import { useTranslation } from '../../../lib/i18n';
import { MONEY_LIMITS, type TModuleEntry } from '@card/contract';
import { Sheet } from '../../../components/ui/Sheet';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { api, call } from '../../../lib/api';
import { EVERYTHING, useAreaMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toast';

/**
 * What a module tile says when it cannot open a screen: how to unlock an advanced module (golden keys right here,
 * or VIP in the VIP centre), or that the module's screen is still being built. The key calls go through the
 * shared API client (features do not import each other; the wallet area owns the rest of the golden-key screens).
 */
export function ModuleSheet({ module: m, kind, onClose, onUnlocked }: {
  module: TModuleEntry | null; kind: 'locked' | 'soon'; onClose: () => void; onUnlocked?: (m: TModuleEntry) => void;
}) {
  const { t } = useTranslation('usercentre');
  const keys = useQuery({ queryKey: ['wallet', 'keys'], queryFn: () => call(api.wallet.findGoldenKeyNumber({ body: {} })), enabled: Boolean(m) && kind === 'locked' });
  // Unlocking changes the modules shown everywhere (and the key count): every query is refreshed.
  const unlock = useAreaMutation(EVERYTHING, (moduleId: number) => call(api.wallet.unlockModule({ body: { moduleId } })));
  if (!m) return null;
  if (kind === 'locked') {
    const k = keys.data;
    return (
      <Sheet open title={t('modules.unlockTitle', { name: m.name })} onClose={onClose} testId="unlock-sheet">
        <p>{t('modules.unlockText', { name: m.name })}</p>
        <ul>
          <li>{t('modules.unlockVip')}</li>
          <li>{t('modules.unlockKey')}</li>
        </ul>
        {k && (
          <p className="muted" data-testid="unlock-keys">{t('modules.keysHeld', { count: k.count, cost: k.unlockCost })}</p>
        )}
        <Button disabled={!k || k.count < k.unlockCost || unlock.isPending} data-testid="unlock-with-keys"
          onClick={() => unlock.mutate(m.id, { onSuccess: () => { toast.info(t('modules.unlocked', { name: m.name })); onUnlocked?.(m); } })}>
          {/* The price is a constant: the label is right before the key count has arrived (it said 0 while loading). */}
          {t('modules.unlockWithKeys', { count: k?.unlockCost ?? MONEY_LIMITS.unlockModuleKeys })}
        </Button>
        {k && k.count < k.unlockCost && <p className="muted" data-testid="unlock-short"><Link to={paths.goldenKeys}>{t('modules.keysShort')}</Link></p>}
        <Link className="btn btn-ghost" to={paths.vipCentre} data-testid="unlock-vip">{t('modules.openVip')}</Link>
      </Sheet>
    );
  }
  return (
    <Sheet open title={t('modules.soonTitle', { name: m.name })} onClose={onClose} testId="soon-sheet">
      <p>{t('modules.soonText', { name: m.name })}</p>
    </Sheet>
  );
}
