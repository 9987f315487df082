import type { TOwnMiniLink } from '@card/contract';
import { Switch } from '../../../components/ui/Switch';
import { useTranslation } from '../../../lib/i18n';
import { chinaText, linkStateAt } from '../schedule';

/**
 * A link's on/off switch, what visitors get now (shown, switched off, not on yet, ended), its schedule in China time
 * and its click count. The switch answers at once; the schedule is edited in ScheduleForm.
 */
export function LinkState({ link, busy, onSwitch, onSchedule }: { link: TOwnMiniLink; busy: boolean; onSwitch: (enabled: boolean) => void; onSchedule: () => void }) {
  const { t } = useTranslation('links');
  const state = linkStateAt(link, Date.now());
  const times = [link.onAt && t('schedule.from', { at: chinaText(link.onAt) }), link.offAt && t('schedule.until', { at: chinaText(link.offAt) })].filter(Boolean);
  return (
    <div className="links-state">
      <Switch
        label={
          <span className={`links-badge links-badge-${state}`} data-testid="link-state">
            {t(`state.${state}`)}
          </span>
        }
        checked={link.enabled}
        disabled={busy}
        onChange={onSwitch}
        testId="link-switch"
      />
      <span className="links-meta" data-testid="link-clicks">
        {t('stats.clicks', { count: link.clicks })}
      </span>
      <p className="links-hint links-times">
        <span data-testid="link-schedule">{times.length ? times.join('，') : t('schedule.none')}</span>{' '}
        <button type="button" className="link-btn" onClick={onSchedule} data-testid="link-schedule-edit">
          {t('schedule.edit')}
        </button>
      </p>
    </div>
  );
}
