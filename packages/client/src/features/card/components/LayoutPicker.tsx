import type { CardLayoutId, TLayoutList } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import './layout-picker.css';

/**
 * The card layouts as small drawings of each arrangement (the preview above shows the real page). A layout the owner
 * may not choose stays visible with the reason under it (no company yet, or the company's lock), so the rule is seen
 * rather than guessed; the server refuses it anyway.
 */
export function LayoutPicker({ list, busy, onPick }: { list: TLayoutList; busy: boolean; onPick: (id: CardLayoutId) => void }) {
  const { t } = useTranslation('card');
  const locked = list.company?.lockLayout ?? false;
  return (
    <>
      <div className="layout-tiles" role="group" aria-label={t('layout.title')}>
        {list.layouts.map((l) => (
          <button
            key={l.id}
            type="button"
            className="layout-tile"
            aria-pressed={l.id === list.shown}
            disabled={busy || !l.allowed}
            data-testid={`layout-${l.id}`}
            onClick={() => onPick(l.id)}
          >
            <span className={`layout-art layout-art-${l.id}`} aria-hidden="true">
              <i />
              <b />
              <u />
            </span>
            <span className="layout-name">{t(`layout.names.${l.id}`)}</span>
            {l.refusal && <span className="layout-why">{t(`layout.refusals.${l.refusal}`)}</span>}
          </button>
        ))}
      </div>
      {locked && (
        <p className="muted layout-note" data-testid="layout-locked">
          {t('layout.lockedNote', { company: list.company!.name })}
        </p>
      )}
    </>
  );
}
