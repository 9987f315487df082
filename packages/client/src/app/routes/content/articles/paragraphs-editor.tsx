import type { TArticleParagraph } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';
import { useUploadArticleImage } from '../../../../features/content/api-articles';
import { Picture } from '../../../../components/ui/Picture';

/**
 * The body of an article as paragraphs: each a text or one image (uploaded into the picture library first), moved
 * up or down or removed. Plain data, never HTML.
 */
export function ParagraphsEditor({ paragraphs, onChange }: { paragraphs: TArticleParagraph[]; onChange: (p: TArticleParagraph[]) => void }) {
  const { t } = useTranslation('contentArticles');
  const upload = useUploadArticleImage();
  const set = (i: number, p: TArticleParagraph) => onChange(paragraphs.map((x, j) => (j === i ? p : x)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...paragraphs];
    const j = i + by;
    if (j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
  };
  const addImage = (file: File | undefined) => file && upload.mutate(file, { onSuccess: (p) => onChange([...paragraphs, { type: 'image', url: p.url }]) });
  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="muted">{t('fields.body')}</legend>
      {paragraphs.map((p, i) => (
        <div key={i} className="art-para" data-testid="paragraph">
          {p.type === 'text' ? (
            <textarea aria-label={t('paragraphN', { n: i + 1 })} value={p.text} onChange={(e) => set(i, { type: 'text', text: e.target.value })} data-testid="paragraph-text" />
          ) : (
            <Picture width={347} height={140} src={p.url} alt={t('paragraphN', { n: i + 1 })} data-testid="paragraph-image" />
          )}
          <div className="art-para-tools">
            <button type="button" className="link-btn" onClick={() => move(i, -1)} disabled={i === 0}>
              {t('up')}
            </button>
            <button type="button" className="link-btn" onClick={() => move(i, 1)} disabled={i === paragraphs.length - 1}>
              {t('down')}
            </button>
            <button type="button" className="link-btn link-danger" onClick={() => onChange(paragraphs.filter((_, j) => j !== i))}>
              {t('remove')}
            </button>
          </div>
        </div>
      ))}
      <div className="actions-row">
        <button type="button" className="link-btn" style={{ minHeight: 'var(--tap)' }} onClick={() => onChange([...paragraphs, { type: 'text', text: '' }])} data-testid="add-text">
          {t('addText')}
        </button>
        <label className="art-upload" data-testid="add-image">
          <input type="file" accept="image/*" onChange={(e) => addImage(e.target.files?.[0])} disabled={upload.isPending} />
          {upload.isPending ? t('uploading') : t('addImage')}
        </label>
      </div>
    </fieldset>
  );
}
