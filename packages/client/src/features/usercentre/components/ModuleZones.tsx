import type { TModuleEntry, TModuleZones } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../components/ui/Icon';
import { Tile, TileGrid } from '../../../components/ui/Tile';
import { moduleIcon } from '../module-icons';
import '../usercentre.css';

/**
 * A module's entry on the shared Tile: its name and what its state says before any tap (advanced, locked, VIP only,
 * coming soon). The li carries the module's id, zone and state for the screens' tests and the column editor's view.
 */
function ModuleTile({ m, onOpen }: { m: TModuleEntry; onOpen: (m: TModuleEntry) => void }) {
  const { t } = useTranslation('usercentre');
  const note = m.state === 'locked' ? t('modules.locked') : m.state === 'vip' ? t('modules.vipOnly') : m.state === 'soon' ? t('modules.soon') : undefined;
  const closed = m.state === 'locked' || m.state === 'vip';
  const badge = m.state === 'soon' ? t('modules.soon') : m.isAdvanced ? (m.state === 'vip' ? t('modules.vipOnly') : t('modules.advanced')) : undefined;
  return (
    <li data-module-id={m.id} data-advanced={m.isAdvanced} data-zone={m.zone} data-state={m.state}>
      <Tile label={m.name} icon={<Icon icon={moduleIcon(m.id)} />} badge={badge} locked={closed} lockedLabel={note} soon={m.state === 'soon'} note={note} onClick={() => onOpen(m)} />
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
  const tiles = (ms: TModuleEntry[]) => ms.map((m) => <ModuleTile key={m.id} m={m} onOpen={onOpen} />);
  return (
    <>
      {top.length > 0 && (
        <TileGrid list row testId="modules-top" label={t('modules.zones.top')}>
          {tiles(top)}
        </TileGrid>
      )}
      <TileGrid list testId="modules" label={t('modules.zones.main')}>
        {tiles(main)}
      </TileGrid>
      {bottom.length > 0 && (
        <>
          <p className="uc-zone-label">{t('modules.zones.bottom')}</p>
          <TileGrid list row testId="modules-bottom" label={t('modules.zones.bottom')}>
            {tiles(bottom)}
          </TileGrid>
        </>
      )}
    </>
  );
}
