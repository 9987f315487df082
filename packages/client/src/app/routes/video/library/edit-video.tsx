import '../../../../features/video/video-library.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS, type TMicroVideo } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAdChoices, useEditVideo, useEpilogueChoices, useLabelChoices, useMusicChoices, useMyVideo, useTypeChoices, useUpdateVideo } from '../../../../features/video/api-library';
import { OptionSheet } from '../../../../components/ui/OptionSheet';

/** /microvideo/editVideo/:id: title, introduction, label, class, music, epilogue and ad of one of my videos. */
export default function EditVideoRoute() {
  const { t } = useTranslation('videoLibrary');
  const { id = '' } = useParams();
  const q = useMyVideo(id);
  const title = t('titles.editVideo');
  return (
    <Page title={title} backTo={paths.moreOperate(id)}>
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && <EditForm v={q.data} />}
    </Page>
  );
}

type Choice = { id: string; name: string };
function Select({ label, value, onChange, choices, testId }: { label: string; value: string; onChange: (v: string) => void; choices: Choice[]; testId: string }) {
  const { t } = useTranslation('videoLibrary');
  return (
    <OptionSheet label={label} value={value} onChange={onChange} testId={testId} options={[{ value: '', label: t('edit.none') }, ...choices.map((c) => ({ value: c.id, label: c.name }))]} />
  );
}

function EditForm({ v }: { v: TMicroVideo }) {
  const { t } = useTranslation('videoLibrary');
  const navigate = useNavigate();
  const update = useUpdateVideo();
  const edit = useEditVideo();
  const labels = useLabelChoices();
  const types = useTypeChoices();
  const music = useMusicChoices();
  const epilogues = useEpilogueChoices();
  const ads = useAdChoices();
  const [f, setF] = useState({
    title: v.title,
    intro: v.intro,
    labelId: v.labelId ?? '',
    typeId: v.typeId ?? '',
    musicId: v.musicId ?? '',
    epilogueId: v.epilogueId ?? '',
    adId: v.adId ?? '',
  });
  useEffect(() => {
    setF((x) => ({ ...x, title: v.title }));
  }, [v.title]);
  const set = (k: keyof typeof f) => (value: string) => setF({ ...f, [k]: value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await update.mutateAsync({ id: v.id, title: f.title, intro: f.intro, labelId: f.labelId, typeId: f.typeId });
    await edit.mutateAsync({ id: v.id, musicId: f.musicId, epilogueId: f.epilogueId, adId: f.adId });
    toast.info(t('done.saved'));
    navigate(paths.moreOperate(v.id));
  };
  return (
    <form className="vl-form" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <label htmlFor="vl-title">{t('edit.title')}</label>
      <input id="vl-title" value={f.title} maxLength={LIMITS.video.titleMax} required onChange={(e) => set('title')(e.target.value)} data-testid="vl-edit-title" />
      <label htmlFor="vl-intro">{t('edit.intro')}</label>
      <textarea id="vl-intro" rows={3} value={f.intro} maxLength={LIMITS.video.introMax} onChange={(e) => set('intro')(e.target.value)} />
      <Select label={t('edit.label')} value={f.labelId} onChange={set('labelId')} testId="vl-edit-label" choices={labels.data ?? []} />
      <Select label={t('edit.type')} value={f.typeId} onChange={set('typeId')} testId="vl-edit-type" choices={types.data ?? []} />
      <Select
        label={t('edit.music')}
        value={f.musicId}
        onChange={set('musicId')}
        testId="vl-edit-music"
        choices={(music.data?.items ?? []).map((m) => ({ id: m.id, name: `${m.name} - ${m.singer}` }))}
      />
      <Select label={t('edit.epilogue')} value={f.epilogueId} onChange={set('epilogueId')} testId="vl-edit-epilogue" choices={epilogues.data?.list ?? []} />
      <Select label={t('edit.ad')} value={f.adId} onChange={set('adId')} testId="vl-edit-ad" choices={(ads.data?.items ?? []).map((a) => ({ id: a.id, name: a.title }))} />
      <Button type="submit" disabled={update.isPending || edit.isPending} data-testid="vl-edit-save">
        {t('edit.save')}
      </Button>
    </form>
  );
}
