import '../../../../features/video/video-material.css';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import {
  useEpilogues,
  useImportPreview,
  useImportVideo,
  useMusicChoices,
  useMyPosters,
  usePosterVideoHistory,
  usePremium,
  useSetDefaultEpilogue,
  useSynthesize,
} from '../../../../features/video/api-material';
import { MaterialEpilogues } from '../../../../features/video/components/MaterialEpilogues';
import { MaterialProgress } from '../../../../features/video/components/MaterialProgress';
import { formatDateTime } from '../../../../lib/datetime';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Clapperboard, X } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

const V = LIMITS.video;
const SECONDS = Array.from({ length: V.synthSecondsMax - V.synthSecondsMin + 1 }, (_, i) => V.synthSecondsMin + i);

/**
 * /microvideo/editMaterial: a video made from one of the caller's card posters or pictures from the library, shown a
 * few seconds each, with background music and an epilogue (the default one marked, any made the default). Start →
 * progress (the log polled) → preview, title, saved into the caller's videos → the owner's video home. `?log=` keeps
 * the video being made across a reload. Premium only: without it the screen says so and links to buying it.
 */
export default function EditMaterialRoute() {
  const { t } = useTranslation('videoMaterial');
  const [params, setParams] = useSearchParams();
  const logId = params.get('log');
  const premium = usePremium();
  const title = t('titles.editMaterial');
  if (premium.isError)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <p className="field-msg" role="alert">
          {premium.error.message}
        </p>
      </Page>
    );
  if (!premium.data)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  if (!premium.data.premium) {
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <div className="result" data-testid="vm-need-premium">
          <p>{t('make.needPremium')}</p>
          <Link className="btn" to={paths.videoPremium}>
            {t('make.toPremium')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title={title} backTo={paths.microVideoHome}>
      {logId ? <Making logId={logId} onAgain={() => setParams({}, { replace: true })} /> : <MakeForm onStarted={(id) => setParams({ log: id }, { replace: true })} />}
      <History />
    </Page>
  );
}

function MakeForm({ onStarted }: { onStarted: (logId: string) => void }) {
  const { t } = useTranslation('videoMaterial');
  const posters = useMyPosters();
  const music = useMusicChoices();
  const epilogues = useEpilogues();
  const setDefault = useSetDefaultEpilogue();
  const synth = useSynthesize();
  const [poster, setPoster] = useState<string | null>(null);
  const [pictures, setPictures] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const [seconds, setSeconds] = useState<number>(V.synthSecondsDefault);
  const [musicId, setMusicId] = useState('');
  const [epilogue, setEpilogue] = useState<string | undefined>(undefined);
  const chosenEpilogue = epilogue ?? epilogues.data?.defaultId ?? '';
  const room = V.synthImagesMax - pictures.length - (poster ? 1 : 0);

  const start = () =>
    synth.mutate(
      { posterRecordId: poster ?? undefined, images: pictures, secondsPerImage: seconds, musicId: musicId || undefined, epilogueId: chosenEpilogue },
      { onSuccess: (log) => onStarted(log.id) },
    );

  return (
    <>
      <p className="muted">{t('make.intro')}</p>
      <section className="vm-section">
        <h2>{t('make.posters')}</h2>
        {posters.data && posters.data.items.length === 0 && (
          <EmptyState icon={Clapperboard} title={t('make.noPosters')} hint={t('make.noPostersHint')} action={{ label: t('make.noPostersAction'), to: paths.posters }} />
        )}
        <div className="vm-thumbs">
          {posters.data?.items.map((p) => (
            <button
              key={p.recordId}
              type="button"
              className={`vm-thumb${poster === p.recordId ? ' is-on' : ''}`}
              aria-pressed={poster === p.recordId}
              onClick={() => setPoster(poster === p.recordId ? null : p.recordId)}
              data-testid="vm-poster"
            >
              <Picture width={76} height={76} src={p.url} alt="" />
            </button>
          ))}
        </div>
      </section>
      <section className="vm-section">
        <h2>{t('make.pictures', { max: V.synthImagesMax })}</h2>
        <div className="vm-thumbs" data-testid="vm-pictures">
          {pictures.map((url, i) => (
            <span key={`${url}-${i}`} className="vm-thumb" data-testid="vm-picture">
              <Picture width={76} height={76} src={url} alt="" />
              <button type="button" className="vm-thumb-x" aria-label={t('make.removePicture')} onClick={() => setPictures(pictures.filter((_, j) => j !== i))}>
                <Icon icon={X} size="sm" />
              </button>
            </span>
          ))}
          {room > 0 && (
            <button type="button" className="vm-add" onClick={() => setPicking(true)} data-testid="vm-add-pictures">
              {t('make.addPictures')}
            </button>
          )}
        </div>
      </section>
      <section className="vm-section">
        <OptionSheet
          label={t('make.seconds')}
          value={String(seconds)}
          onChange={(v) => setSeconds(Number(v))}
          testId="vm-seconds"
          options={SECONDS.map((s) => ({ value: String(s), label: String(s) }))}
        />
        <OptionSheet
          label={t('make.music')}
          value={musicId}
          onChange={setMusicId}
          testId="vm-music"
          options={[{ value: '', label: t('make.noMusic') }, ...(music.data?.items ?? []).map((m) => ({ value: m.id, label: m.name }))]}
        />
      </section>
      <section className="vm-section">
        <h2>{t('make.epilogue')}</h2>
        {epilogues.data && (
          <MaterialEpilogues
            list={epilogues.data.list}
            defaultId={epilogues.data.defaultId}
            chosen={chosenEpilogue}
            onChoose={setEpilogue}
            busy={setDefault.isPending}
            onSetDefault={(id) => setDefault.mutate(id)}
          />
        )}
        {setDefault.error && (
          <p className="field-msg" role="alert">
            {setDefault.error.message}
          </p>
        )}
      </section>
      {synth.error && (
        <p className="field-msg" role="alert" data-testid="vm-refusal">
          {synth.error.message}
        </p>
      )}
      <Button type="button" disabled={synth.isPending} onClick={start} data-testid="vm-start">
        {synth.isPending ? t('make.starting') : t('make.start')}
      </Button>
      <PicturePicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onPick={(url) => setPictures((list) => (list.length + (poster ? 1 : 0) < V.synthImagesMax ? [...list, url] : list))}
      />
    </>
  );
}

function Making({ logId, onAgain }: { logId: string; onAgain: () => void }) {
  const { t } = useTranslation('videoMaterial');
  const navigate = useNavigate();
  const preview = useImportPreview(logId);
  const save = useImportVideo();
  const [name, setName] = useState('');
  if (preview.isError)
    return (
      <p className="field-msg" role="alert" data-testid="vm-refusal">
        {preview.error.message}
      </p>
    );
  if (!preview.data) return <Loading />;
  const { log, refusal } = preview.data;
  if (log.status === 'queued' || log.status === 'transcoding') {
    return <MaterialProgress label={log.status === 'queued' ? t('make.queued') : t('make.making', { pct: log.progress })} pct={log.progress} />;
  }
  if (log.status === 'failed') {
    return (
      <div className="result">
        <p className="field-msg" role="alert" data-testid="vm-failed">
          {log.errorMessage}
        </p>
        <Button type="button" onClick={onAgain}>
          {t('make.again')}
        </Button>
      </div>
    );
  }
  const onSave = () =>
    save.mutate(
      { logId, title: name },
      {
        onSuccess: () => {
          toast.info(t('make.imported'));
          void navigate(paths.microVideoHome);
        },
      },
    );
  return (
    <section className="vm-section vm-result" data-testid="vm-done">
      <h2>{t('make.done')}</h2>
      {log.videoUrl && <video src={log.videoUrl} poster={log.coverUrl ?? undefined} controls playsInline preload="metadata" data-testid="vm-video" />}
      <label className="field">
        {t('make.title')}
        <input value={name} maxLength={V.titleMax} onChange={(e) => setName(e.target.value)} data-testid="vm-title" />
      </label>
      {(save.error || refusal) && (
        <p className="field-msg" role="alert" data-testid="vm-refusal">
          {save.error?.message ?? refusal}
        </p>
      )}
      <Button type="button" disabled={save.isPending || !!log.videoId} onClick={onSave} data-testid="vm-import">
        {save.isPending ? t('make.importing') : t('make.import')}
      </Button>
      <Button type="button" variant="ghost" onClick={onAgain}>
        {t('make.again')}
      </Button>
    </section>
  );
}

function History() {
  const { t } = useTranslation('videoMaterial');
  const history = usePosterVideoHistory();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="vm-section">
      <h2>{t('make.history')}</h2>
      {history.data && items.length === 0 && <EmptyState icon={Clapperboard} title={t('make.noHistory')} hint={t('make.noHistoryHint')} />}
      <ul className="vm-history" data-testid="vm-history">
        {items.map((l) => (
          <li key={l.id}>
            {l.coverUrl ? <Picture width={40} height={70} src={l.coverUrl} alt="" /> : <span className="vm-thumb" />}
            <span>{formatDateTime(l.createdAt)}</span>
            <span className="muted">{t(`status.${l.status}`)}</span>
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button type="button" variant="ghost" onClick={() => void history.fetchNextPage()}>
          …
        </Button>
      )}
    </section>
  );
}
