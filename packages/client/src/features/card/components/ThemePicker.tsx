import { useTranslation } from '../../../lib/i18n';
import type { TImageList, ThemeId } from '@card/contract';
import './card-edit.css';

/** Theme swatches drawn from the preview colours the server lists. */
export function ThemePicker({ themes, current, onPick, busy }: { themes: TImageList['themes']; current: string; onPick: (id: ThemeId) => void; busy: boolean }) {
  const { t } = useTranslation('card');
  return (
    <div className="swatches" role="group" aria-label={t('style.theme')}>
      {themes.map((th) => (
        <button key={th.id} type="button" className="swatch" aria-pressed={th.id === current} disabled={busy} data-testid={`theme-${th.id}`} onClick={() => onPick(th.id)}>
          <span className="swatch-art" style={{ background: `linear-gradient(160deg, ${th.colors[0]} 0%, ${th.colors[1]} 100%)` }} />
          {t(`style.themes.${th.id}`)}
        </button>
      ))}
    </div>
  );
}
