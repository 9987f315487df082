import { useTranslation } from 'react-i18next';
import type { TModuleEntry, TModuleZones } from '@card/contract';
import '../usercentre.css';

function Tile({ m }: { m: TModuleEntry }) {
  const { t } = useTranslation('usercentre');
  return (
    <li className={`module${m.locked ? ' module-locked' : ''}`} data-module-id={m.id} data-advanced={m.isAdvanced} data-zone={m.zone}>
      <span className="module-name">{m.name}</span>
      <span className="module-id">{t('modules.moduleId', { id: m.id })}</span>
      {m.isAdvanced && <span className="badge">{t('modules.advanced')}</span>}
      {m.locked && (
        // An inline icon rather than an emoji: it looks the same on every phone and needs no emoji font.
        <svg className="lock" role="img" aria-label={t('modules.locked')} viewBox="0 0 16 16" width="12" height="12">
          <title>{t('modules.locked')}</title>
          <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
        </svg>
      )}
    </li>
  );
}

/** The management centre's modules in the user's zones and order; hidden modules are left out. */
export function ModuleZones({ zones }: { zones: TModuleZones }) {
  const { t } = useTranslation('usercentre');
  const top = zones.top.filter((m) => m.visible);
  const main = zones.main.filter((m) => m.visible);
  const bottom = zones.bottom.filter((m) => m.visible);
  return (
    <>
      {top.length > 0 && (
        <ul className="uc-zone-row" data-testid="modules-top" aria-label={t('modules.zones.top')}>{top.map((m) => <Tile key={m.id} m={m} />)}</ul>
      )}
      <ul className="module-grid" data-testid="modules" aria-label={t('modules.zones.main')}>{main.map((m) => <Tile key={m.id} m={m} />)}</ul>
      {bottom.length > 0 && (
        <>
          <p className="uc-zone-label">{t('modules.zones.bottom')}</p>
          <ul className="uc-zone-row" data-testid="modules-bottom" aria-label={t('modules.zones.bottom')}>{bottom.map((m) => <Tile key={m.id} m={m} />)}</ul>
        </>
      )}
    </>
  );
}
