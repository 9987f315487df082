import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TImageList } from '@card/contract';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUploadBackground } from '../edit-api';
import { useUpdateBackground } from '../style-api';
import { ImagePicker } from './ImagePicker';
import './card-edit.css';

/** None, a built-in background, the user's own upload, or a new upload. */
export function BackgroundPicker({ list }: { list: TImageList }) {
  const { t } = useTranslation('card');
  const choose = useUpdateBackground();
  const upload = useUploadBackground();
  const [error, setError] = useState('');
  const current = list.current.backgroundUrl;
  const options = [
    ...list.backgrounds.map((b) => ({ id: b.id, url: b.url, label: t(`style.backgrounds.${b.id}`, { defaultValue: b.id }) })),
    ...(list.uploaded ? [{ id: 'uploaded', url: list.uploaded, label: t('style.myUpload') }] : []),
  ];
  const pick = (url: string) => {
    setError('');
    choose.mutate(url, { onError: (err) => setError(err instanceof ApiError ? err.message : '') });
  };
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <div className="swatches" role="group" aria-label={t('style.background')}>
        <button type="button" className="swatch" aria-pressed={current === ''} data-testid="background-none" onClick={() => pick('')}>
          <span className="swatch-art swatch-none">{t('style.noBackground')}</span>
          {t('style.noBackground')}
        </button>
        {options.map((o) => (
          <button key={o.id} type="button" className="swatch" aria-pressed={current === o.url} data-testid={`background-${o.id}`} onClick={() => pick(o.url)}>
            <span className="swatch-art" style={{ backgroundImage: `url("${encodeURI(o.url)}")` }} />
            {o.label}
          </button>
        ))}
      </div>
      <ImagePicker
        label={upload.isPending ? t('upload.uploading') : t('style.uploadBackground')}
        disabled={upload.isPending}
        testId="upload-background"
        onError={setError}
        onFile={(f) => {
          setError('');
          upload.mutate(f, { onSuccess: () => toast.info(t('saved')), onError: (err) => setError(err instanceof ApiError ? err.message : '') });
        }}
      />
      {error && <p className="field-msg">{error}</p>}
    </div>
  );
}
