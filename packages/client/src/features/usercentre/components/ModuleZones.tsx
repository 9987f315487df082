import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TModuleEntry, TModuleZones } from '@card/contract';
import { paths } from '../../../config/paths';
import { ModuleSheet } from './ModuleSheet';
import '../usercentre.css';

/** Modules whose screens exist: the tile opens them. Every other tile explains itself in a sheet. */
const SCREENS: Partial<Record<number, string>> = {
  3: paths.shopManage, // V shop
  4: paths.linkSets, // micro link
  5: paths.microPages, // micro page / V-Leaflet
  6: paths.mapPoints, // map navigation
  46: paths.albums, // album
  49: paths.moments, // moments material
  52: paths.myCases, // case showcase
  54: paths.microVideoHome, // micro video
  55: paths.posters, // posters centre
  61: paths.activityHome, // activity customer acquisition
  62: paths.registrationPages, // registration page
};

export type ModuleSheetKind = 'locked' | 'soon';

function Tile({ m, onSheet }: { m: TModuleEntry; onSheet: (m: TModuleEntry, kind: ModuleSheetKind) => void }) {
  const { t } = useTranslation('usercentre');
  const navigate = useNavigate();
  const screen = SCREENS[m.id];
  const open = () => {
    if (m.locked) onSheet(m, 'locked');
    else if (screen) void navigate(screen);
    else onSheet(m, 'soon');
  };
  return (
    <li className={`module${m.locked ? ' module-locked' : ''}`} data-module-id={m.id} data-advanced={m.isAdvanced} data-zone={m.zone}>
      <button type="button" className="module-btn" onClick={open} aria-label={m.locked ? `${m.name}（${t('modules.locked')}）` : m.name}>
        <span className="module-name">{m.name}</span>
        {m.isAdvanced && <span className="badge">{t('modules.advanced')}</span>}
        {m.locked && (
          // An inline icon rather than an emoji: it looks the same on every phone and needs no emoji font.
          <svg className="lock" aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
          </svg>
        )}
      </button>
    </li>
  );
}

/**
 * The management centre's modules in the user's zones and order; hidden modules are left out. Each tile does
 * something: opens its screen, or a sheet saying how to unlock it or that its screen is coming.
 */
export function ModuleZones({ zones }: { zones: TModuleZones }) {
  const { t } = useTranslation('usercentre');
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<{ m: TModuleEntry; kind: ModuleSheetKind } | null>(null);
  const onSheet = (m: TModuleEntry, kind: ModuleSheetKind) => setSheet({ m, kind });
  const top = zones.top.filter((m) => m.visible);
  const main = zones.main.filter((m) => m.visible);
  const bottom = zones.bottom.filter((m) => m.visible);
  return (
    <>
      {top.length > 0 && (
        <ul className="uc-zone-row" data-testid="modules-top" aria-label={t('modules.zones.top')}>{top.map((m) => <Tile key={m.id} m={m} onSheet={onSheet} />)}</ul>
      )}
      <ul className="module-grid" data-testid="modules" aria-label={t('modules.zones.main')}>{main.map((m) => <Tile key={m.id} m={m} onSheet={onSheet} />)}</ul>
      {bottom.length > 0 && (
        <>
          <p className="uc-zone-label">{t('modules.zones.bottom')}</p>
          <ul className="uc-zone-row" data-testid="modules-bottom" aria-label={t('modules.zones.bottom')}>{bottom.map((m) => <Tile key={m.id} m={m} onSheet={onSheet} />)}</ul>
        </>
      )}
      <ModuleSheet module={sheet?.m ?? null} kind={sheet?.kind ?? 'soon'} onClose={() => setSheet(null)}
        onUnlocked={(m) => { const screen = SCREENS[m.id]; if (screen) { setSheet(null); void navigate(screen); } else setSheet({ m, kind: 'soon' }); }} />
    </>
  );
}
