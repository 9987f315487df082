import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, errorText } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { currentLang } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUploadAvatar } from '../settings-api';
import '../usercentre.css';

/** Pick an image, see it, then upload it. The server checks the real type and crops it square. */
export function AvatarUploader({ current, name }: { current: string; name: string }) {
  const { t } = useTranslation('usercentre');
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    // Saves a pointless upload on a slow phone network; the server checks again either way.
    if (f.size > LIMITS.upload.imageMaxBytes) {
      toast.error(errorText('UPLOAD_TOO_LARGE', currentLang()));
      e.target.value = '';
      return;
    }
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };

  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => { toast.info(t('mine.avatarSaved')); setFile(null); setPreview(null); },
    });
  };

  const shown = preview ?? current;
  return (
    <div className="uc-avatar-edit">
      <div className="avatar" data-testid="avatar-preview">{shown ? <img src={shown} alt={t('mine.avatar')} /> : name.slice(0, 1)}</div>
      <div className="uc-avatar-actions">
        <label className="btn btn-ghost uc-file-btn">
          {t('mine.pickAvatar')}
          <input className="uc-file-input" type="file" accept={LIMITS.upload.imageTypes.join(',')} onChange={pick} data-testid="avatar-file" />
        </label>
        <span className="uc-hint">{t('mine.chooseAvatar', { mb: LIMITS.upload.imageMaxBytes / 1024 / 1024 })}</span>
        {file && (
          <Button onClick={save} disabled={upload.isPending} data-testid="avatar-upload">
            {upload.isPending ? t('mine.uploading') : t('mine.uploadAvatar')}
          </Button>
        )}
      </div>
    </div>
  );
}
