import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDeleteWeChatQr, useUploadWeChatQr, useWeChatQr } from '../../../features/card/edit-api';
import { ImagePicker } from '../../../features/card/components/ImagePicker';
import { ConfirmButton } from '../../../features/card/components/ConfirmButton';
import { Picture } from '../../../components/ui/Picture';

/** The WeChat QR image shown on the card: upload, replace or delete it. */
export default function EditWeChatRoute() {
  const { t } = useTranslation(['card', 'common']);
  const qr = useWeChatQr();
  const upload = useUploadWeChatQr();
  const remove = useDeleteWeChatQr();
  const [error, setError] = useState('');
  if (!qr.data)
    return (
      <Page title={t('titles.editWeChat')}>
        <Loading />
      </Page>
    );
  const url = qr.data.url;

  const onFile = (file: File) => {
    setError('');
    upload.mutate(file, {
      onSuccess: () => toast.info(t('saved')),
      onError: (err) => setError(err instanceof ApiError ? err.message : ''),
    });
  };

  return (
    <Page title={t('titles.editWeChat')}>
      <p className="muted">{t('wechat.hint')}</p>
      {url ? (
        <Picture width={168} height={168} className="qr-preview" src={url} alt={t('editFields.wechat')} data-testid="wechat-qr" />
      ) : (
        <div className="qr-preview qr-empty" data-testid="wechat-qr-empty">
          {t('wechat.none')}
        </div>
      )}
      <div className={`field${error ? ' field-error' : ''}`}>
        <ImagePicker
          label={upload.isPending ? t('upload.uploading') : url ? t('wechat.replace') : t('wechat.upload')}
          disabled={upload.isPending}
          testId="upload-wechat"
          onFile={onFile}
          onError={setError}
        />
        {error && (
          <p className="field-msg" data-testid="upload-error">
            {error}
          </p>
        )}
      </div>
      {url && (
        <div className="center">
          <ConfirmButton
            label={t('wechat.delete')}
            testId="delete-wechat"
            disabled={remove.isPending}
            onConfirm={() => remove.mutate(undefined, { onSuccess: () => toast.info(t('deleted')) })}
          />
        </div>
      )}
    </Page>
  );
}
