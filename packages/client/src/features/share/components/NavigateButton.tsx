import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTarget } from '@card/contract';
import { MapChooser } from './MapChooser';

export function NavigateButton({ point }: { point: MapTarget }) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="nav-btn" onClick={() => setOpen(true)} data-testid="navigate">{t('card.navigate')}</button>
      {open && <MapChooser point={point} onClose={() => setOpen(false)} />}
    </>
  );
}
