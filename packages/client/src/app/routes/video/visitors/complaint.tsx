import '../../../../features/video/video-visitors.css';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ANY_CARD, LIMITS, VIDEO_COMPLAINT_REASONS, type VideoComplaintReason } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useComplain, useUploadComplaintPicture } from '../../../../features/video/api-visitors';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /microvideo/complaint/:id: a signed-in visitor complains about a video: a preset reason, an optional text, up to 3
 * pictures uploaded here. Every refusal (own video, already complained, sensitive words) shows the catalogue message.
 */
export default function VideoComplaintRoute() {
  const { t } = useTranslation('videoVisitors');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const card = search.get('card') || ANY_CARD;
  const navigate = useNavigate();
  const complain = useComplain();
  const upload = useUploadComplaintPicture();
  const [reason, setReason] = useState<VideoComplaintReason>(VIDEO_COMPLAINT_REASONS[0]);
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const max = LIMITS.video.complaintPicturesMax;
  return (
    <Page title={t('titles.complaint')}>
      <form
        className="form vv-form"
        noValidate
        data-testid="vv-complaint-form"
        onSubmit={(e) => {
          e.preventDefault();
          complain.mutate(
            { card, body: { videoId: id, reason, text, pictures } },
            {
              onSuccess: () => {
                toast.info(t('done.complained'));
                navigate(-1);
              },
            },
          );
        }}
      >
        <OptionSheet
          label={t('complaint.reason')}
          value={reason}
          onChange={setReason}
          testId="vv-reason"
          options={VIDEO_COMPLAINT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
        />
        <div className="field">
          <label htmlFor="vv-text">{t('complaint.text')}</label>
          <textarea id="vv-text" rows={4} maxLength={LIMITS.video.complaintTextMax} value={text} onChange={(e) => setText(e.target.value)} data-testid="vv-text" />
          <small className="muted">{t('complaint.textHint', { max: LIMITS.video.complaintTextMax })}</small>
        </div>
        <div className="field">
          <label htmlFor="vv-picture">{t('complaint.pictures', { max })}</label>
          <div className="vv-pictures" data-testid="vv-pictures">
            {pictures.map((u) => (
              <Picture width={72} height={72} key={u} src={u} alt="" />
            ))}
          </div>
          {pictures.length < max && (
            <input
              id="vv-picture"
              type="file"
              accept="image/*"
              disabled={upload.isPending}
              data-testid="vv-picture"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) upload.mutate(file, { onSuccess: (r) => setPictures((p) => [...p, r.url]) });
              }}
            />
          )}
        </div>
        <Button type="submit" disabled={complain.isPending || upload.isPending} data-testid="vv-complaint-submit">
          {t('complaint.submit')}
        </Button>
        <button type="button" className="btn btn-ghost" onClick={() => navigate(paths.shortVideo(id))}>
          {t('complaint.cancel')}
        </button>
      </form>
    </Page>
  );
}
