import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MONEY_LIMITS, type TModuleEntry } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { MODULE_MEANWHILE } from '../../../config/module-screens';
import { paths } from '../../../config/paths';
import { api, call } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { EVERYTHING, useAreaMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toast';
import { useModuleEntry } from '../api';

export type ModuleShown = Pick<TModuleEntry, 'id' | 'name' | 'state'>;

/** The heading of what a module that does not open says (its sheet's title, a screen's panel heading). */
export function useModuleUnlockTitle() {
  const { t } = useTranslation('usercentre');
  return (m: ModuleShown) =>
    m.state === 'locked' ? t('modules.unlockTitle', { name: m.name }) : m.state === 'vip' ? t('modules.vipOnlyTitle', { name: m.name }) : t('modules.soonTitle', { name: m.name });
}

/**
 * What a module that does not open for this user says and offers, by its state (issue 31; the server's one rule):
 * locked: VIP or golden keys, unlocked right here; VIP only: the VIP centre; coming: that it is being built (never an
 * unlock, so no key is spent on it) and what works meanwhile. The tile's sheet and the module screens (mirror sync,
 * data analysis) show this same piece, so they cannot disagree. The key calls go through the shared API client
 * (features do not import each other; the wallet area owns the rest of the golden-key screens).
 */
export function ModuleUnlock({ module: m, onUnlocked }: { module: ModuleShown; onUnlocked?: (m: ModuleShown) => void }) {
  const { t } = useTranslation('usercentre');
  const keys = useQuery({ queryKey: ['wallet', 'keys'], queryFn: () => call(api.wallet.findGoldenKeyNumber({ body: {} })), enabled: m.state === 'locked' });
  // Unlocking changes the modules shown everywhere (and the key count): every query is refreshed.
  const unlock = useAreaMutation(EVERYTHING, (moduleId: number) => call(api.wallet.unlockModule({ body: { moduleId } })));
  const vipLink = (
    <Link className="btn btn-ghost" to={paths.vipCentre} data-testid="unlock-vip">
      {t('modules.openVip')}
    </Link>
  );
  if (m.state === 'vip') {
    return (
      <>
        <p data-testid="module-vip-only">{t('modules.vipOnlyText', { name: m.name })}</p>
        {vipLink}
      </>
    );
  }
  if (m.state !== 'locked') {
    const meanwhile = MODULE_MEANWHILE[m.id];
    return (
      <>
        <p data-testid="module-soon">{t('modules.soonText', { name: m.name })}</p>
        {meanwhile && (
          <>
            <p className="muted">{t(`modules.meanwhile.${m.id}`)}</p>
            <Link className="btn btn-ghost" to={meanwhile} data-testid="module-meanwhile">
              {t(`modules.meanwhileGo.${m.id}`)}
            </Link>
          </>
        )}
      </>
    );
  }
  const k = keys.data;
  return (
    <>
      <p>{t('modules.unlockText', { name: m.name })}</p>
      <ul>
        <li>{t('modules.unlockVip')}</li>
        <li>{t('modules.unlockKey')}</li>
      </ul>
      {k && (
        <p className="muted" data-testid="unlock-keys">
          {t('modules.keysHeld', { count: k.count, cost: k.unlockCost })}
        </p>
      )}
      <Button
        disabled={!k || k.count < k.unlockCost || unlock.isPending}
        data-testid="unlock-with-keys"
        onClick={() =>
          unlock.mutate(m.id, {
            onSuccess: () => {
              toast.info(t('modules.unlocked', { name: m.name }));
              onUnlocked?.(m);
            },
          })
        }
      >
        {/* The price is a constant: the label is right before the key count has arrived (it said 0 while loading). */}
        {t('modules.unlockWithKeys', { count: k?.unlockCost ?? MONEY_LIMITS.unlockModuleKeys })}
      </Button>
      {k && k.count < k.unlockCost && (
        <p className="muted" data-testid="unlock-short">
          <Link to={paths.goldenKeys}>{t('modules.keysShort')}</Link>
        </p>
      )}
      {vipLink}
    </>
  );
}

/**
 * A module's screen when the module does not open for this user: the same words and ways as its tile's sheet, in
 * the page (mirror sync's /mirror/list, data analysis). Reads the module's entry (the tiles' query); nothing when
 * the module is open (an unlock here refreshes every query, so the screen shows itself).
 */
export function ModulePanel({ moduleId }: { moduleId: number }) {
  const entry = useModuleEntry(moduleId);
  const title = useModuleUnlockTitle();
  const m = entry.data;
  if (!m || m.state === 'open') return null;
  return (
    <section className="result module-panel" data-testid="module-panel" data-state={m.state}>
      <h2 className="section-title">{title(m)}</h2>
      <ModuleUnlock module={m} />
    </section>
  );
}
