import '../../../../features/programme/promotion/promotion.css';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useInviteHome, useSaveInviteDocuments, useUploadInviteDocument } from '../../../../features/programme/promotion/api';
import { X } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { Picture } from '../../../../components/ui/Picture';

const L = LIMITS.programmePromotion;

/**
 * /invite/uploadDocuments/:isEdit: the documents that claim the invite reward: real name, contact, an optional note
 * and 1-6 pictures (each uploaded on its own, removable). isEdit=1 opens the submission under review (or rejected)
 * filled in and changes it. The server refuses below the target, foreign pictures, a second submission: each
 * refusal shows its catalogue message through the shared toast. Done: back to the invite page, "under review".
 */
export default function InviteUploadDocumentsRoute() {
  const { t } = useTranslation('programmePromotion');
  const isEdit = useParams().isEdit === '1';
  const navigate = useNavigate();
  const home = useInviteHome();
  const upload = useUploadInviteDocument();
  const save = useSaveInviteDocuments(isEdit);
  const [realName, setRealName] = useState('');
  const [contact, setContact] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const claim = home.data?.claim ?? null;
  const title = t(isEdit ? 'titles.inviteEditDocuments' : 'titles.inviteUploadDocuments');

  // Editing starts from what was submitted.
  useEffect(() => {
    if (isEdit && claim) {
      setRealName(claim.realName);
      setContact(claim.contact);
      setNote(claim.note);
      setImages(claim.images);
    }
  }, [isEdit, claim]);

  const room = L.claimImagesMax - images.length - uploading;
  const add = (files: File[]) => {
    for (const file of files.slice(0, Math.max(0, room))) {
      setUploading((n) => n + 1);
      upload
        .mutateAsync(file)
        .then((r) => setImages((p) => (p.length < L.claimImagesMax ? [...p, r.url] : p)))
        .catch(() => undefined) // the shared toast already shows the catalogue message
        .finally(() => setUploading((n) => n - 1));
    }
  };

  if (home.isError)
    return (
      <Page title={title} backTo={paths.inviteIndex}>
        <p className="result muted" role="alert">
          {home.error.message}
        </p>
      </Page>
    );
  if (!home.data)
    return (
      <Page title={title} backTo={paths.inviteIndex}>
        <Loading />
      </Page>
    );
  const activity = home.data.activity;
  if (!activity)
    return (
      <Page title={title} backTo={paths.inviteIndex}>
        <p className="result muted">{t('invite.none')}</p>
      </Page>
    );

  return (
    <Page title={title} backTo={paths.inviteIndex}>
      <form
        className="form"
        noValidate
        data-testid="documents-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { activityId: activity.id, realName, contact, note, images },
            {
              onSuccess: () => {
                toast.info(t('documents.done'));
                void navigate(paths.inviteIndex, { replace: true });
              },
            },
          );
        }}
      >
        <p className="pm-note" data-testid="documents-about">
          {t('documents.about', { keys: activity.rewardKeys })}
        </p>
        <Field label={t('documents.realName')} name="realName" value={realName} maxLength={L.claimNameMax} onChange={(e) => setRealName(e.target.value)} data-testid="documents-name" />
        <Field label={t('documents.contact')} name="contact" value={contact} maxLength={L.claimContactMax} onChange={(e) => setContact(e.target.value)} data-testid="documents-contact" />
        <div className="field">
          <label htmlFor="pm-note">{t('documents.note')}</label>
          <textarea
            id="pm-note"
            className="pm-rules"
            style={{ width: '100%', minHeight: '4rem', font: 'inherit' }}
            maxLength={L.claimNoteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="documents-note"
          />
        </div>
        <div className="field">
          <span className="pm-label" id="pm-pictures-label">
            {t('documents.pictures', { max: L.claimImagesMax })}
          </span>
          <ul className="pm-pictures" aria-labelledby="pm-pictures-label" data-testid="documents-pictures">
            {images.map((u, i) => (
              <li key={u} data-testid="documents-picture">
                <Picture width={111} height={111} src={u} alt="" />
                <button
                  type="button"
                  className="pm-remove"
                  aria-label={t('documents.remove', { n: i + 1 })}
                  data-testid="documents-picture-remove"
                  onClick={() => setImages((p) => p.filter((x) => x !== u))}
                >
                  <Icon icon={X} size="sm" />
                </button>
              </li>
            ))}
            {room > 0 && (
              <li>
                <label className="pm-add" data-testid="documents-add-picture">
                  <span aria-hidden="true">+</span>
                  {uploading > 0 ? t('documents.uploading') : t('documents.addPicture')}
                  <input
                    type="file"
                    accept="image/*"
                    multiple
                    data-testid="documents-picture-input"
                    onChange={(e) => {
                      const files = [...(e.target.files ?? [])];
                      e.target.value = '';
                      add(files);
                    }}
                  />
                </label>
              </li>
            )}
          </ul>
        </div>
        <Button type="submit" disabled={save.isPending || uploading > 0} data-testid="documents-submit">
          {save.isPending ? t('documents.submitting') : t(isEdit ? 'documents.saveEdit' : 'documents.submit')}
        </Button>
      </form>
    </Page>
  );
}
