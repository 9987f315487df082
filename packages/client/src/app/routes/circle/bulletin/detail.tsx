import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, type TBulletinComment } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAddComment, useBulletinComments, useBulletinDetail, useDeleteBulletin, useDeleteComment, useReplyComment } from '../../../../features/circle/api-bulletin';
import { BulletinAuthor, BulletinBody } from '../../../../features/circle/components/bulletin-card';
import { useCircleDetail } from '../../../../features/circle/api-core';
import { reasonText } from '../../../../features/circle/circle-texts';
import '../../../../features/circle/bulletin.css';
import { formatDateTime } from '../../../../lib/datetime';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const chars = (s: string) => [...s].length;

/** CircleBulletinAffiche: one announcement with its comments; reply and delete where the rules allow. */
export default function BulletinDetailRoute() {
  const { t } = useTranslation('circleBulletin');
  const [params] = useSearchParams();
  const cid = params.get('cid') ?? '';
  const bulletinId = params.get('bulletinId') ?? '';
  const navigate = useNavigate();
  const detail = useBulletinDetail(cid, bulletinId);
  // A disabled member reads why they cannot comment instead of finding out on send (issue 32).
  const perms = useCircleDetail(cid).data?.permissions;
  const comments = useBulletinComments(cid, bulletinId);
  const add = useAddComment();
  const reply = useReplyComment();
  const delComment = useDeleteComment();
  const delBulletin = useDeleteBulletin();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<TBulletinComment | null>(null);
  const title = params.get('circleName') || t('titles.detail');
  if (detail.error)
    return (
      <Page title={title} backTo={paths.circleAffiche(cid)}>
        <p className="form-error" role="alert" data-testid="detail-error">
          {detail.error.message}
        </p>
      </Page>
    );
  if (!detail.data)
    return (
      <Page title={title} backTo={paths.circleAffiche(cid)}>
        <Loading />
      </Page>
    );
  const b = detail.data;
  const rows = rowsOf(comments.data);
  const sending = add.isPending || reply.isPending;
  const error = add.error ?? reply.error ?? delComment.error ?? delBulletin.error;
  const send = async () => {
    const content = text.trim();
    if (!content) return;
    if (replyTo) await reply.mutateAsync({ cid, commentId: replyTo.commentId, content });
    else await add.mutateAsync({ cid, bulletinId, content });
    setText('');
    setReplyTo(null);
  };
  return (
    <Page title={b.circleName || title} backTo={paths.circleAffiche(cid)}>
      <article className="bulletin-card">
        <BulletinAuthor b={b} cid={cid} />
        <BulletinBody b={b} />
        <p className="muted bulletin-meta">
          {b.canSeeReaders ? (
            <Link to={paths.readInfo(cid, bulletinId)} data-testid="readers-link">
              {t('card.reads', { count: b.readCount })}
            </Link>
          ) : (
            <span>{t('card.reads', { count: b.readCount })}</span>
          )}
          {b.canDelete && (
            <ConfirmButton
              label={t('detail.deleteBulletin')}
              armedLabel={t('detail.confirmDelete')}
              testId="delete-bulletin"
              onConfirm={() => void delBulletin.mutateAsync({ cid, bulletinId }).then(() => navigate(paths.circleAffiche(cid), { replace: true }))}
            />
          )}
        </p>
      </article>
      <h3 className="section-title">{t('detail.comments')}</h3>
      {rows.length ? (
        <ul className="comment-list" data-testid="comments">
          {rows.map((c) => (
            <li key={c.commentId} className={c.parentId ? 'reply' : undefined}>
              <p>
                <strong>{c.author.name}</strong>
                {c.replyTo && <span className="muted"> {t('detail.replyTo', { name: c.replyTo.name })}</span>}：{c.content}
              </p>
              <p className="comment-actions muted">
                <time>{formatDateTime(c.createdAt)}</time>
                {c.canReply && (
                  <button type="button" className="link-btn" onClick={() => setReplyTo(c)}>
                    {t('detail.reply')}
                  </button>
                )}
                {c.canDelete && (
                  <ConfirmButton label={t('detail.delete')} armedLabel={t('detail.confirmDelete')} onConfirm={() => void delComment.mutateAsync({ cid, commentId: c.commentId })} />
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        comments.data && <EmptyState icon={UsersRound} title={t('detail.noComments')} hint={t('detail.noCommentsHint')} />
      )}
      <LoadMore hasMore={Boolean(comments.hasNextPage)} loading={comments.isFetchingNextPage} onMore={() => void comments.fetchNextPage()} />
      {error && (
        <p className="form-error" role="alert" data-testid="form-error">
          {error.message}
        </p>
      )}
      {perms && !perms.canComment ? (
        <p className="circle-locked" data-testid="comment-locked">
          <strong>{t('can.commentLocked')}</strong> {t('can.why', { reason: reasonText(perms.commentReason) })}
        </p>
      ) : (
        <form
          className="comment-box"
          onSubmit={(e) => {
            e.preventDefault();
            void send().catch(() => undefined);
          }}
        >
          <div style={{ flex: 1 }}>
            {replyTo && (
              <p className="muted">
                {t('detail.replyingTo', { name: replyTo.author.name })}{' '}
                <button type="button" className="link-btn" onClick={() => setReplyTo(null)}>
                  {t('detail.cancel')}
                </button>
              </p>
            )}
            <textarea
              aria-label={t('detail.commentPlaceholder')}
              placeholder={t('detail.commentPlaceholder')}
              value={text}
              maxLength={LIMITS.circle.commentLength * 2}
              onChange={(e) => setText(e.target.value)}
              data-testid="comment-input"
            />
            <p className="muted counter">
              {chars(text)}/{LIMITS.circle.commentLength}
            </p>
          </div>
          <button type="submit" className="btn" disabled={sending || !text.trim() || chars(text) > LIMITS.circle.commentLength} data-testid="comment-send">
            {t('detail.send')}
          </button>
        </form>
      )}
    </Page>
  );
}
