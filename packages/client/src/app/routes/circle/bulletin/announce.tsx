import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { formatFen } from '../../../../lib/money';
import { uploadBulletinImage, usePublishBulletin } from '../../../../features/circle/api-bulletin';
import { clearDraft, loadDraft, saveDraft, type BulletinDraft } from '../../../../features/circle/bulletin-draft';
import { useCircleDetail } from '../../../../features/circle/api-core';
import { reasonText } from '../../../../features/circle/circle-texts';
import '../../../../features/circle/bulletin.css';
import { Picture } from '../../../../components/ui/Picture';

const C = LIMITS.circle;
const chars = (s: string) => [...s].length;
const KINDS = ['imageText', 'link', 'video'] as const;

/** Announce: write an announcement (link, image-text or video), with up to 9 images, 4 links and attachments. */
export default function AnnounceRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const navigate = useNavigate();
  const publish = usePublishBulletin();
  const perms = useCircleDetail(cid).data?.permissions;
  const [draft, setDraftState] = useState<BulletinDraft>(() => loadDraft(cid));
  const [link, setLink] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [uploadError, setUploadError] = useState('');
  const setDraft = (d: BulletinDraft) => {
    setDraftState(d);
    saveDraft(cid, d);
  };
  const distinctLinks = [...new Set(draft.links)];

  async function addImages(files: FileList | null) {
    if (!files?.length) return;
    const room = C.announcementImages - draft.images.length;
    const picked = [...files].slice(0, room);
    setUploadError('');
    setProgress({ done: 0, total: picked.length });
    let images = draft.images;
    try {
      for (const [i, file] of picked.entries()) {
        images = [...images, (await uploadBulletinImage(cid, file)).url];
        setDraft({ ...draft, images });
        setProgress({ done: i + 1, total: picked.length });
      }
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setProgress(null);
    }
  }

  async function submit() {
    const { merchandise: m, microFold: f } = draft.attachments;
    await publish.mutateAsync({
      cid,
      kind: draft.kind,
      content: draft.content,
      links: draft.links,
      images: draft.images,
      videoUrl: draft.videoUrl ?? undefined,
      ...(m ? { merchandiseTitle: m.title, merchandisePriceFen: m.priceFen, merchandiseUrl: m.url, merchandiseImageUrl: m.imageUrl ?? undefined } : {}),
      ...(f ? { microFoldTitle: f.title, microFoldUrl: f.url } : {}),
    });
    clearDraft(cid);
    toast.info(t('announce.published'));
    navigate(paths.circleAffiche(cid), { replace: true });
  }

  const error = publish.error?.message ?? uploadError;
  // Opened while publishing is not allowed (a saved link, a restriction set meanwhile): the reason, not a form to fill in.
  if (perms && !perms.canPost) {
    return (
      <Page title={t('titles.announce')} backTo={paths.circleAffiche(cid)}>
        <p className="circle-locked" role="alert" data-testid="publish-refused">
          <strong>{t('can.publishLocked')}</strong> {t('can.why', { reason: reasonText(perms.postReason) })}
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('titles.announce')} backTo={paths.circleAffiche(cid)}>
      <form
        className="bulletin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <div className="bulletin-kinds" role="group">
          {KINDS.map((k) => (
            <button key={k} type="button" className="btn btn-ghost" aria-pressed={draft.kind === k} onClick={() => setDraft({ ...draft, kind: k })} data-testid={`kind-${k}`}>
              {t(`kind.${k}`)}
            </button>
          ))}
        </div>
        <label htmlFor="bulletin-content">{t('announce.content')}</label>
        <textarea
          id="bulletin-content"
          placeholder={t('announce.contentPlaceholder')}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          data-testid="bulletin-content"
        />
        <p className={`counter ${chars(draft.content) > C.announcementLength ? 'form-error' : 'muted'}`} data-testid="content-counter">
          {chars(draft.content)}/{C.announcementLength}
        </p>

        <h3 className="section-title">{t('announce.images')}</h3>
        <div className="bulletin-thumbs" data-testid="image-thumbs">
          {draft.images.map((src) => (
            <figure key={src}>
              <Picture width={82} height={82} src={src} alt="" />
              <button type="button" className="link-btn" onClick={() => setDraft({ ...draft, images: draft.images.filter((x) => x !== src) })}>
                {t('announce.remove')}
              </button>
            </figure>
          ))}
        </div>
        {draft.images.length < C.announcementImages && (
          <label className="btn btn-ghost">
            {t('announce.addImage')}
            <input
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={(e) => {
                void addImages(e.target.files);
                e.target.value = '';
              }}
              data-testid="image-input"
            />
          </label>
        )}
        {progress && (
          <p className="muted" data-testid="upload-progress">
            {t('announce.uploading', progress)}
          </p>
        )}

        <h3 className="section-title">{t('announce.links')}</h3>
        <ul className="bulletin-chips" data-testid="link-list">
          {draft.links.map((l, i) => (
            <li key={`${l}-${i}`}>
              <span>{l}</span>
              <button type="button" className="link-btn" onClick={() => setDraft({ ...draft, links: draft.links.filter((_, j) => j !== i) })}>
                {t('announce.remove')}
              </button>
            </li>
          ))}
        </ul>
        {distinctLinks.length < C.announcementLinks && (
          <div className="bulletin-link-row">
            <input
              type="url"
              inputMode="url"
              placeholder={t('announce.linkPlaceholder')}
              aria-label={t('announce.addLink')}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              data-testid="link-input"
            />
            <button
              type="button"
              className="btn btn-ghost"
              disabled={!link.trim()}
              onClick={() => {
                setDraft({ ...draft, links: [...draft.links, link.trim()] });
                setLink('');
              }}
              data-testid="link-add"
            >
              {t('announce.addLink')}
            </button>
          </div>
        )}

        {draft.kind === 'video' && (
          <>
            <h3 className="section-title">{t('announce.video')}</h3>
            {draft.videoUrl && (
              <p>
                <video className="bulletin-video" src={draft.videoUrl} controls preload="metadata" />
                <button type="button" className="link-btn" onClick={() => setDraft({ ...draft, videoUrl: null })}>
                  {t('announce.remove')}
                </button>
              </p>
            )}
            <p className="circle-actions">
              <Link to={paths.addVideo(cid)}>{t('announce.addVideo')}</Link>
              <Link to={paths.searchVideo(cid)}>{t('announce.searchVideo')}</Link>
            </p>
          </>
        )}

        <h3 className="section-title">{t('announce.attachments')}</h3>
        {draft.attachments.merchandise && (
          <p className="bulletin-attachment">
            {t('card.merchandise')}：{draft.attachments.merchandise.title} ¥{formatFen(draft.attachments.merchandise.priceFen)}
            <button type="button" className="link-btn" onClick={() => setDraft({ ...draft, attachments: { ...draft.attachments, merchandise: null } })}>
              {t('announce.remove')}
            </button>
          </p>
        )}
        {draft.attachments.microFold && (
          <p className="bulletin-attachment">
            {t('card.microFold')}：{draft.attachments.microFold.title}
            <button type="button" className="link-btn" onClick={() => setDraft({ ...draft, attachments: { ...draft.attachments, microFold: null } })}>
              {t('announce.remove')}
            </button>
          </p>
        )}
        <p className="circle-actions">
          <Link to={paths.announceSearchList(cid)}>{t('announce.addMerchandise')}</Link>
          <Link to={paths.announceMicroFold(cid)}>{t('announce.addMicroFold')}</Link>
        </p>

        {error && (
          <p className="form-error" role="alert" data-testid="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={publish.isPending || !!progress || !draft.content.trim()} data-testid="bulletin-submit">
          {t('announce.submit')}
        </button>
      </form>
    </Page>
  );
}
