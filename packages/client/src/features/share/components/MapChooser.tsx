import { useTranslation } from 'react-i18next';
import { mapLinks, type MapTarget } from '@card/contract';

/** The four map services as a bottom sheet; each link opens the service's own page or app at the point. */
export function MapChooser({ point, onClose }: { point: MapTarget; onClose: () => void }) {
  const { t } = useTranslation('share');
  return (
    <div className="sheet-backdrop" onClick={onClose}>
      <div className="sheet" role="dialog" aria-modal="true" aria-label={t('map.title')} data-testid="map-chooser" onClick={(e) => e.stopPropagation()}>
        <p className="sheet-title">{t('map.title')}</p>
        {mapLinks(point, t('map.appName')).map((l) => (
          <a key={l.service} className="sheet-item" href={l.url} target="_blank" rel="noopener noreferrer" data-map={l.service}>{t(`map.${l.service}`)}</a>
        ))}
        <button type="button" className="sheet-item sheet-cancel" onClick={onClose}>{t('map.cancel')}</button>
      </div>
    </div>
  );
}
