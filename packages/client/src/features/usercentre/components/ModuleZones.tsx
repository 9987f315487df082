import type { TModuleEntry, TModuleZones } from '@card/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { Icon, TileIcon } from '../../../components/ui/Icon';
import { moduleIcon } from '../module-icons';
import '../usercentre.css';

/** A module's tile: its name and what its state says before any tap (advanced, locked, VIP only, coming soon). */
function Tile({ m, onOpen }: { m: TModuleEntry; onOpen: (m: TModuleEntry) => void }) {
  const { t } = useTranslation('usercentre');
  const note = m.state === 'locked' ? t('modules.locked') : m.state === 'vip' ? t('modules.vipOnly') : m.state === 'soon' ? t('modules.soon') : null;
  const closed = m.state === 'locked' || m.state === 'vip';
  return (
    <li
      className={`module${closed ? ' module-locked' : ''}${m.state === 'soon' ? ' module-soon' : ''}`}
      data-module-id={m.id}
      data-advanced={m.isAdvanced}
      data-zone={m.zone}
      data-state={m.state}
    >
      <button type="button" className="module-btn" onClick={() => onOpen(m)} aria-label={note ? `${m.name}（${note}）` : m.name}>
        <TileIcon icon={moduleIcon(m.id)} />
        <span className="module-name">{m.name}</span>
        {m.state === 'soon' ? (
          <span className="badge badge-soon">{t('modules.soon')}</span>
        ) : (
          m.isAdvanced && <span className="badge">{m.state === 'vip' ? t('modules.vipOnly') : t('modules.advanced')}</span>
        )}
        {closed && <Icon icon={Lock} size="xs" className="lock" />}
      </button>
    </li>
  );
}

/**
 * The management centre's modules in the user's zones and order; hidden modules are left out. Each tile does what
 * its state says (`onOpen`, the route's useModuleOpener): opens its screen, or a sheet saying how to unlock it, that
 * it is VIP only, or that its screen is coming.
 */
export function ModuleZones({ zones, onOpen }: { zones: TModuleZones; onOpen: (m: TModuleEntry) => void }) {
  const { t } = useTranslation('usercentre');
  const top = zones.top.filter((m) => m.visible);
  const main = zones.main.filter((m) => m.visible);
  const bottom = zones.bottom.filter((m) => m.visible);
  return (
    <>
      {top.length > 0 && (
        <ul className="uc-zone-row" data-testid="modules-top" aria-label={t('modules.zones.top')}>
          {top.map((m) => (
            <Tile key={m.id} m={m} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <ul className="module-grid" data-testid="modules" aria-label={t('modules.zones.main')}>
        {main.map((m) => (
          <Tile key={m.id} m={m} onOpen={onOpen} />
        ))}
      </ul>
      {bottom.length > 0 && (
        <>
          <p className="uc-zone-label">{t('modules.zones.bottom')}</p>
          <ul className="uc-zone-row" data-testid="modules-bottom" aria-label={t('modules.zones.bottom')}>
            {bottom.map((m) => (
              <Tile key={m.id} m={m} onOpen={onOpen} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
