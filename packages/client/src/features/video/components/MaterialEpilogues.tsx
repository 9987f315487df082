import type { TVideoEpilogue } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

/**
 * The epilogues a video may close with, as a row of cards: tap one to use it, "none" for no epilogue; the default one
 * is marked and any other can be made the default.
 */
export function MaterialEpilogues({
  list,
  defaultId,
  chosen,
  onChoose,
  onSetDefault,
  busy,
}: {
  list: TVideoEpilogue[];
  defaultId: string | null;
  chosen: string;
  onChoose: (id: string) => void;
  onSetDefault: (id: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('videoMaterial');
  return (
    <div className="vm-epilogues" role="radiogroup" aria-label={t('make.epilogue')} data-testid="vm-epilogues">
      <button type="button" role="radio" aria-checked={chosen === ''} className={`vm-epi${chosen === '' ? ' is-on' : ''}`} onClick={() => onChoose('')} data-testid="vm-epi-none">
        <span className="vm-epi-none">{t('make.noEpilogue')}</span>
      </button>
      {list.map((e) => (
        <div key={e.id} className={`vm-epi${chosen === e.id ? ' is-on' : ''}`} data-testid="vm-epi">
          <button type="button" role="radio" aria-checked={chosen === e.id} className="vm-epi-pick" onClick={() => onChoose(e.id)}>
            <Picture width={80} height={120} src={e.imageUrl} alt="" />
            <span>{e.name}</span>
          </button>
          {e.id === defaultId ? (
            <span className="vm-epi-default" data-testid="vm-epi-default">
              {t('make.isDefault')}
            </span>
          ) : (
            <button type="button" className="vm-epi-set" disabled={busy} onClick={() => onSetDefault(e.id)}>
              {t('make.setDefault')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
