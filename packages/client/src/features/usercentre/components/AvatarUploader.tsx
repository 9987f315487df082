import { useEffect, useState, type ChangeEvent } from 'react';
import { LIMITS, errorText } from '@card/contract';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { tooLargeToSend } from '../../../lib/image-fit';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUploadAvatar } from '../settings-api';
import { AvatarStandIn } from '../../../components/ui/Avatar';
import '../usercentre.css';
import { Picture } from '../../../components/ui/Picture';

/**
 * One step: picking an image uploads it at once (the server checks the real type and crops it square). A file
 * that is not an image is refused here with the catalogue message and never previewed, so the circle never shows
 * a broken-image icon; the server's own refusal shows the same way.
 */
export function AvatarUploader({ current, name, seed }: { current: string; name: string; seed?: string }) {
  const { t } = useTranslation('usercentre');
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    setError('');
    if (!f) return;
    if (!(LIMITS.upload.imageTypes as readonly string[]).includes(f.type)) {
      setError(errorText('UPLOAD_TYPE_ERROR', currentLang()));
      return;
    }
    // Saves a pointless upload on a slow phone network (a photo over the limit is made to fit before it is sent,
    // lib/image-fit.ts; only a GIF that big is refused); the server checks again either way.
    if (tooLargeToSend(f, LIMITS.upload.imageMaxBytes)) {
      setError(errorText('UPLOAD_TOO_LARGE', currentLang()));
      return;
    }
    setPreview(URL.createObjectURL(f));
    upload.mutate(f, {
      onSuccess: () => {
        toast.info(t('mine.avatarSaved'));
        setPreview(null);
      },
      onError: (err) => {
        setPreview(null);
        setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : '');
      },
    });
  };

  const shown = preview ?? current;
  return (
    <div className="uc-avatar-edit">
      <div className="avatar" data-testid="avatar-preview" aria-busy={upload.isPending}>
        {shown ? <Picture src={shown} alt={t('mine.avatar')} width={96} height={96} /> : <AvatarStandIn name={name} seed={seed} />}
      </div>
      <div className="uc-avatar-actions">
        <label className="btn btn-ghost uc-file-btn">
          {upload.isPending ? t('mine.uploading') : t('mine.pickAvatar')}
          <input className="uc-file-input" type="file" accept={LIMITS.upload.imageTypes.join(',')} onChange={pick} disabled={upload.isPending} data-testid="avatar-file" />
        </label>
        <span className="uc-hint">{t('mine.chooseAvatar', { mb: LIMITS.upload.imageMaxBytes / 1024 / 1024 })}</span>
        {error && (
          <p className="field-msg" role="alert" data-testid="avatar-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
