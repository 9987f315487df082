import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { uploadComplaintPicture, useCircleBulletins, useComplain } from '../../../../features/circle/api-bulletin';
import '../../../../features/circle/bulletin.css';
import { Picture } from '../../../../components/ui/Picture';

const P = LIMITS.complaint;
const chars = (s: string) => [...s].length;

/** CircleComplain: 1-4 announcements as evidence, up to 9 pictures, a text; the picture names go joined with commas. */
export default function CircleComplainRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const navigate = useNavigate();
  const list = useCircleBulletins(cid);
  const complain = useComplain();
  const [picked, setPicked] = useState<string[]>([]);
  const [pictures, setPictures] = useState<{ fileName: string; url: string }[]>([]);
  const [content, setContent] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const back = paths.circleAffiche(cid);

  async function addPictures(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    setUploadError('');
    try {
      let all = pictures;
      for (const file of [...files].slice(0, P.pictures - pictures.length)) {
        all = [...all, await uploadComplaintPicture(cid, file)];
        setPictures(all);
      }
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setUploading(false);
    }
  }
  async function submit() {
    await complain.mutateAsync({ cid, bulletinIds: picked, fileNames: pictures.map((p) => p.fileName), content: content.trim() });
    toast.info(t('complain.done'));
    navigate(back, { replace: true });
  }
  const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);

  if (list.error)
    return (
      <Page title={t('titles.complain')} backTo={back}>
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      </Page>
    );
  if (!list.data)
    return (
      <Page title={t('titles.complain')} backTo={back}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(list.data);
  const error = complain.error?.message ?? uploadError;
  return (
    <Page title={t('titles.complain')} backTo={back}>
      <form
        className="bulletin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <h3 className="section-title">
          {t('complain.pick')} ({picked.length}/{P.evidenceMax})
        </h3>
        <ul className="evidence-list" data-testid="evidence-list">
          {rows.map((b) => (
            <li key={b.bulletinId}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.includes(b.bulletinId)}
                  disabled={!picked.includes(b.bulletinId) && picked.length >= P.evidenceMax}
                  onChange={() => toggle(b.bulletinId)}
                />
                <span>{b.content}</span>
              </label>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        <h3 className="section-title">
          {t('complain.pictures')} ({pictures.length}/{P.pictures})
        </h3>
        <div className="bulletin-thumbs">
          {pictures.map((p) => (
            <figure key={p.fileName}>
              <Picture width={82} height={82} src={p.url} alt="" />
              <button type="button" className="link-btn" onClick={() => setPictures(pictures.filter((x) => x !== p))}>
                {t('announce.remove')}
              </button>
            </figure>
          ))}
        </div>
        {pictures.length < P.pictures && (
          <label className="btn btn-ghost">
            {t('announce.addImage')}
            <input
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={(e) => {
                void addPictures(e.target.files);
                e.target.value = '';
              }}
              data-testid="picture-input"
            />
          </label>
        )}
        <label htmlFor="complaint-content">{t('complain.content')}</label>
        <textarea id="complaint-content" placeholder={t('complain.placeholder')} value={content} onChange={(e) => setContent(e.target.value)} data-testid="complaint-content" />
        <p className={`counter ${chars(content) > P.length ? 'form-error' : 'muted'}`}>
          {chars(content)}/{P.length}
        </p>
        {error && (
          <p className="form-error" role="alert" data-testid="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={complain.isPending || uploading || !content.trim()} data-testid="complaint-submit">
          {t('complain.submit')}
        </button>
      </form>
    </Page>
  );
}
