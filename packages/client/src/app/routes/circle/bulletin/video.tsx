import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { uploadBulletinVideo, useBulletinVideos } from '../../../../features/circle/api-bulletin';
import { updateDraft } from '../../../../features/circle/bulletin-draft';
import '../../../../features/circle/bulletin.css';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const useCid = () => useSearchParams()[0].get('cid') ?? '';

/** addVideo: upload one video for the announcement being written. */
export function AddVideoRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useCid();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const { url } = await uploadBulletinVideo(cid, file);
      updateDraft(cid, (d) => ({ ...d, kind: 'video', videoUrl: url }));
      navigate(paths.announce(cid), { replace: true });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Page title={t('titles.addVideo')} backTo={paths.announce(cid)}>
      <label className="btn btn-ghost">
        {t('video.pick')}
        <input type="file" accept="video/mp4,video/quicktime" hidden disabled={busy} onChange={(e) => void pick(e.target.files?.[0])} />
      </label>
      {busy && <p className="muted">{t('video.uploading')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Page>
  );
}

/** searchVideo: pick a video already used in this circle's announcements. */
export function SearchVideoRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useCid();
  const navigate = useNavigate();
  const q = useBulletinVideos(cid);
  if (q.error)
    return (
      <Page title={t('titles.searchVideo')} backTo={paths.announce(cid)}>
        <p className="form-error" role="alert">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.searchVideo')} backTo={paths.announce(cid)}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  const use = (url: string) => {
    updateDraft(cid, (d) => ({ ...d, kind: 'video', videoUrl: url }));
    navigate(paths.announce(cid), { replace: true });
  };
  return (
    <Page title={t('titles.searchVideo')} backTo={paths.announce(cid)}>
      {rows.length ? (
        <ul className="bulletin-list">
          {rows.map((v) => (
            <li key={v.bulletinId} className="bulletin-card">
              <video className="bulletin-video" src={v.videoUrl} controls preload="metadata" />
              <p className="bulletin-text">{v.content}</p>
              <button type="button" className="btn btn-ghost" onClick={() => use(v.videoUrl)}>
                {t('video.use')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={Clapperboard} title={t('video.empty')} hint={t('video.emptyHint')} />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
