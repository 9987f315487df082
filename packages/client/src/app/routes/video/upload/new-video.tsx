import '../../../../features/video/video-upload.css';
import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, ZUploadExists, ZUserUploadVideoBody, type TUploadExists, type TVideoUploadLog } from '@card/contract';
import { ApiError } from '../../../../lib/api';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useContractForm } from '../../../../lib/use-contract-form';
import { sha256Of, uploadVideo, useMakeVideo, useTranscodingStatus, useVideoLabelChoices, useVideoTypeChoices } from '../../../../features/video/api-upload';
import { UploadProgress } from '../../../../features/video/components/UploadProgress';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Picture } from '../../../../components/ui/Picture';

const V = LIMITS.video;

/**
 * /microvideo/newVideo: pick a video, upload it (with its checksum and a progress bar), watch the transcoding, then
 * give the finished video its title, label and type. `?upload=<log id>` opens the form for an earlier upload.
 */
export default function NewVideoRoute() {
  const { t } = useTranslation('videoUpload');
  const [params, setParams] = useSearchParams();
  const uploadId = params.get('upload');
  const [sending, setSending] = useState<{ pct: number; checking: boolean } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [existing, setExisting] = useState<TUploadExists | null>(null);
  const status = useTranscodingStatus(uploadId);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setRefusal(null);
    setExisting(null);
    setSending({ pct: 0, checking: true });
    try {
      const sha = await sha256Of(file);
      setSending({ pct: 0, checking: false });
      const log = await uploadVideo(file, sha, (pct) => setSending({ pct, checking: false }));
      setParams({ upload: log.id }, { replace: true });
    } catch (err) {
      setRefusal((err as Error).message);
      // The same file twice: the refusal names the earlier one, and the screen leads to it (issue 32).
      const same = err instanceof ApiError && err.code === 'UPLOAD_EXISTS' ? ZUploadExists.safeParse(err.data) : null;
      if (same?.success) setExisting(same.data);
    } finally {
      setSending(null);
    }
  };

  const log = status.data;
  return (
    <Page
      title={t('titles.newVideo')}
      backTo={paths.microVideoHome}
      actions={
        <Link className="vu-topbar-link" to={paths.uploadList} data-testid="vu-to-list">
          {t('pick.toList')}
        </Link>
      }
    >
      {!uploadId && (
        <div className="vu-pick">
          <label className="vu-file" data-testid="vu-pick">
            {sending ? '' : t('pick.label')}
            <input type="file" accept="video/*" onChange={(e) => void onFile(e)} disabled={!!sending} data-testid="vu-file" />
          </label>
          <p className="muted">{t('pick.hint')}</p>
          {sending && <UploadProgress label={sending.checking ? t('pick.checking') : t('pick.uploading', { pct: sending.pct })} pct={sending.pct} testId="vu-upload-progress" />}
        </div>
      )}
      {refusal && (
        <p className="field-msg" role="alert" data-testid="vu-refusal">
          {refusal}
        </p>
      )}
      {existing && (
        <div className="vu-pick" data-testid="vu-existing">
          <p>{t('pick.exists', { title: existing.title })}</p>
          <Link
            className="btn btn-primary"
            data-testid="vu-existing-open"
            to={existing.videoId ? paths.previewVideo(existing.videoId) : `${paths.newVideo}?upload=${encodeURIComponent(existing.uploadId)}`}
            onClick={() => {
              setRefusal(null);
              setExisting(null);
            }}
          >
            {t('pick.openExisting')}
          </Link>
        </div>
      )}
      {uploadId && status.isError && (
        <p className="field-msg" role="alert" data-testid="vu-refusal">
          {status.error.message}
        </p>
      )}
      {log && <Transcoding log={log} onAnother={() => setParams({}, { replace: true })} />}
    </Page>
  );
}

function Transcoding({ log, onAnother }: { log: TVideoUploadLog; onAnother: () => void }) {
  const { t } = useTranslation('videoUpload');
  if (log.status === 'queued') return <UploadProgress label={t('pick.queued')} pct={0} testId="vu-transcode-progress" />;
  if (log.status === 'transcoding') return <UploadProgress label={t('pick.transcoding', { pct: log.progress })} pct={log.progress} testId="vu-transcode-progress" />;
  if (log.status === 'failed') {
    return (
      <div className="vu-pick">
        <p className="field-msg" role="alert" data-testid="vu-refusal">
          {log.errorMessage}
        </p>
        <Button variant="ghost" onClick={onAnother}>
          {t('form.another')}
        </Button>
      </div>
    );
  }
  return <VideoForm log={log} />;
}

function VideoForm({ log }: { log: TVideoUploadLog }) {
  const { t } = useTranslation('videoUpload');
  const navigate = useNavigate();
  const make = useMakeVideo();
  const labels = useVideoLabelChoices();
  const types = useVideoTypeChoices();
  const initial = { uploadId: log.id, title: log.fileName.replace(/\.[^.]+$/, '').slice(0, V.titleMax), intro: '', labelId: '', typeId: '', draft: false };
  const form = useContractForm(ZUserUploadVideoBody, 'video.userUploadVideo', initial, async (v) => {
    await make.mutateAsync({ ...v, labelId: v.labelId || undefined, typeId: v.typeId || undefined });
    toast.info(t(v.draft ? 'done.drafted' : 'done.made'));
    navigate(paths.microVideoHome, { replace: true });
  });
  const { values, setValues, errors } = form;
  return (
    <form className="form" noValidate onSubmit={(e) => void form.submit(e)} data-testid="vu-form">
      {log.coverUrl && <Picture width={347} height={240} className="vu-cover" src={log.coverUrl} alt={t('form.cover')} data-testid="vu-cover" />}
      <Field
        label={t('form.title')}
        name="title"
        value={values.title}
        maxLength={V.titleMax}
        error={errors.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
        data-testid="vu-title"
      />
      <div className={`field${errors.intro ? ' field-error' : ''}`}>
        <label htmlFor="vu-intro">{t('form.intro')}</label>
        <textarea
          id="vu-intro"
          className="vu-textarea"
          rows={3}
          value={values.intro}
          maxLength={V.introMax}
          onChange={(e) => setValues({ ...values, intro: e.target.value })}
          data-testid="vu-intro"
        />
        {errors.intro && <p className="field-msg">{errors.intro}</p>}
      </div>
      <OptionSheet
        label={t('form.label')}
        value={values.labelId}
        onChange={(labelId) => setValues({ ...values, labelId })}
        testId="vu-label"
        error={errors.labelId}
        options={[{ value: '', label: t('form.none') }, ...(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))]}
      />
      <OptionSheet
        label={t('form.type')}
        value={values.typeId}
        onChange={(typeId) => setValues({ ...values, typeId })}
        testId="vu-type"
        error={errors.typeId}
        options={[{ value: '', label: t('form.none') }, ...(types.data ?? []).map((ty) => ({ value: ty.id, label: ty.name }))]}
      />
      <label className="vu-check">
        <input type="checkbox" checked={values.draft} onChange={(e) => setValues({ ...values, draft: e.target.checked })} data-testid="vu-draft" />
        {t('form.draft')}
      </label>
      {(errors._form || errors.uploadId) && (
        <p className="field-msg" role="alert" data-testid="vu-refusal">
          {errors._form ?? errors.uploadId}
        </p>
      )}
      <Button type="submit" disabled={make.isPending} data-testid="vu-save">
        {t(values.draft ? 'form.saveDraft' : 'form.save')}
      </Button>
    </form>
  );
}
