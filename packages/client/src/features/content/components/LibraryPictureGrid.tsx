import type { TPicture } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import '../content-library.css';
import { Picture } from '../../../components/ui/Picture';
import { Tabs } from '../../../components/ui/Tabs';

/** The middle thumbnail when the picture has one (lists never load the full image), else the picture itself. */
export const thumbOf = (p: { url: string; thumbs: { s?: string; m?: string } }, size: 's' | 'm' = 's') => p.thumbs[size] ?? p.thumbs.m ?? p.url;

/** Pictures three to a row; a tap toggles the picture in `selected` (the caller decides what selection means). */
export function LibraryPictureGrid({ pictures, selected, onToggle }: { pictures: TPicture[]; selected: ReadonlySet<string>; onToggle: (p: TPicture) => void }) {
  const { t } = useTranslation('contentLibrary');
  return (
    <ul className="lib-grid" data-testid="picture-grid">
      {pictures.map((p, i) => (
        <li key={p.id}>
          <button type="button" className={`lib-tile${selected.has(p.id) ? ' lib-tile-on' : ''}`} aria-pressed={selected.has(p.id)} onClick={() => onToggle(p)} data-testid="picture-tile">
            <Picture width={111} height={111} src={thumbOf(p, 'm')} alt={t('pictureAlt', { n: i + 1 })} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Label filter chips: "all" then each label; `value` '' is all. */
export function LibraryLabelChips({
  labels,
  value,
  onChange,
  testId = 'label-chips',
}: {
  labels: { id: string; name: string; count?: number }[];
  value: string;
  onChange: (id: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('contentLibrary');
  return (
    <Tabs
      variant="chips"
      testId={testId}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: t('all') }, ...labels.map((l) => ({ value: l.id, label: l.count !== undefined ? `${l.name} ${l.count}` : l.name, testId: 'label-chip' }))]}
    />
  );
}
