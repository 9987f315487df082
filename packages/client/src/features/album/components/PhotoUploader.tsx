import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, LIMITS } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUploadPhoto } from '../api';
import '../album.css';

/**
 * Pick a photo, see it, then upload it. The phone's picker is filtered to images and the same type and size
 * limits the server applies are checked first; the server still decides by the real bytes. Any refusal shows
 * under the picker.
 */
export function PhotoUploader({ albumId }: { albumId: string }) {
  const { t } = useTranslation('album');
  const upload = useUploadPhoto(albumId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (!file) { setPreview(''); return; }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (f: File | undefined) => {
    setError('');
    if (!f) return;
    if (!(LIMITS.upload.imageTypes as readonly string[]).includes(f.type)) setError(errorText('UPLOAD_TYPE_ERROR', currentLang()));
    else if (f.size > LIMITS.upload.imageMaxBytes) setError(errorText('UPLOAD_TOO_LARGE', currentLang()));
    else setFile(f);
  };
  const send = () => file && upload.mutate(file, {
    onSuccess: () => { setFile(null); toast.info(t('uploaded')); },
    onError: (err) => setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : ''),
  });

  return (
    <div className={`field album-uploader${error ? ' field-error' : ''}`}>
      <input ref={input} className="album-file-input" type="file" accept={LIMITS.upload.imageTypes.join(',')} data-testid="photo-input" aria-label={t('pick')}
        onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }} />
      {preview ? (
        <div className="album-preview">
          <img src={preview} alt={t('previewAlt')} data-testid="photo-preview" />
          <div className="actions-row">
            <Button type="button" variant="ghost" disabled={upload.isPending} onClick={() => setFile(null)}>{t('cancelPick')}</Button>
            <Button type="button" disabled={upload.isPending} onClick={send} data-testid="photo-upload">
              {upload.isPending ? t('uploading') : t('upload')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" data-testid="photo-pick" onClick={() => input.current?.click()}>{t('pick')}</Button>
      )}
      {error && <p className="field-msg" data-testid="photo-error">{error}</p>}
      <p className="album-hint">{t('uploadHint', { mb: LIMITS.upload.imageMaxBytes / 1024 / 1024 })}</p>
    </div>
  );
}
