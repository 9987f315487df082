import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUploadCaseImage } from '../api-cases';
import { X } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';
import { Picture } from '../../../components/ui/Picture';

interface Props {
  /** The chosen image URLs (the caller's own picture-library files). */
  urls: string[];
  max: number;
  onChange: (urls: string[]) => void;
  label: string;
  testId: string;
  error?: string;
}

/**
 * Picks images for a case: each new photo is stored in the caller's picture library first (a case takes only the
 * caller's own images), several at once; a chosen one can be removed again.
 */
export function CasesImagePicker({ urls, max, onChange, label, testId, error }: Props) {
  const { t } = useTranslation('contentCases');
  const upload = useUploadCaseImage();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (files: FileList | null) => {
    const room = max - urls.length;
    const all = Array.from(files ?? []);
    const chosen = all.slice(0, room);
    // Never trimmed silently (issue 32, item 7): say how many were left out and why.
    if (all.length > chosen.length) toast.info(t('picksOverLimit', { max, kept: chosen.length, count: all.length - chosen.length }));
    const added: string[] = [];
    for (const f of chosen) {
      try {
        added.push((await upload.mutateAsync(f)).url);
      } catch {
        break; // the catalogue message is already shown as a toast
      }
    }
    onChange([...urls, ...added]);
    if (input.current) input.current.value = '';
  };
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <span className="case-picker-label">
        {label}{' '}
        <span className="muted">
          {urls.length}/{max}
        </span>
      </span>
      <div className="case-picker" data-testid={testId}>
        {urls.map((u, i) => (
          <span key={u} className="case-thumb">
            <Picture width={76} height={76} src={u} alt="" />
            <button type="button" className="case-thumb-remove" aria-label={t('form.removeImage')} onClick={() => onChange(urls.filter((_, j) => j !== i))}>
              <Icon icon={X} size="sm" />
            </button>
          </span>
        ))}
        {urls.length < max && (
          <label className="case-thumb case-thumb-add">
            <span>{upload.isPending ? t('form.uploading') : '+'}</span>
            <input
              ref={input}
              type="file"
              accept="image/*"
              multiple={max > 1}
              className="case-file-input"
              aria-label={label}
              data-testid={`${testId}-file`}
              disabled={upload.isPending}
              onChange={(e) => void pick(e.target.files)}
            />
          </label>
        )}
      </div>
      {error && <p className="field-msg">{error}</p>}
    </div>
  );
}
