import '../../../../features/shop/shop-catering.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LIMITS, type TShopComment } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useCommentedScore, useReplyComment, useShopComments } from '../../../../features/shop/api-catering';
import { CateringStars } from '../../../../features/shop/components/CateringStars';
import { formatDate } from '../../../../lib/datetime';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /catering/comments/:shopId: the score with its 1..5 bars, the comments newest first; the owner replies to unreplied ones. */
export default function CateringCommentsRoute() {
  const { t } = useTranslation('shopCatering');
  const { shopId = '' } = useParams();
  const score = useCommentedScore(shopId);
  const q = useShopComments(shopId);
  const rows = rowsOf(q.data);
  const isOwner = q.data?.pages[0]?.isOwner ?? false;
  if (score.isError)
    return (
      <Page title={t('titles.comments')}>
        <p className="result muted">{score.error.message}</p>
      </Page>
    );
  if (!score.data)
    return (
      <Page title={t('titles.comments')}>
        <Loading />
      </Page>
    );
  const sc = score.data;
  return (
    <Page title={t('titles.comments')}>
      <div className="ct-head">
        <CateringStars value={sc.avg} label={t('home.scoreLabel', { avg: sc.avg.toFixed(1) })} />
        <span className="ct-score" data-testid="comments-score">
          {t('home.score', { avg: sc.avg.toFixed(1), count: sc.count })}
        </span>
      </div>
      <div className="ct-dist" data-testid="score-dist">
        {[...sc.distribution].reverse().map((d) => (
          <div key={d.score} className="ct-bar">
            <span>{t('comments.stars', { count: d.score })}</span>
            <span className="ct-bar-track">
              <span className="ct-bar-fill" style={{ width: `${sc.count ? Math.round((d.count * 100) / sc.count) : 0}%` }} />
            </span>
            <span>{d.count}</span>
          </div>
        ))}
      </div>
      {q.data && rows.length === 0 && <EmptyState icon={ShoppingBag} title={t('comments.none')} hint={t('comments.noneHint')} />}
      <ul className="ct-list">
        {rows.map((c) => (
          <CommentRow key={c.id} c={c} canReply={isOwner && !c.repliedAt} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

function CommentRow({ c, canReply }: { c: TShopComment; canReply: boolean }) {
  const { t } = useTranslation('shopCatering');
  const reply = useReplyComment();
  const [text, setText] = useState('');
  return (
    <li className="ct-comment" data-testid="shop-comment">
      <strong>{c.commenter.name || t('comments.anonymous')}</strong> <CateringStars value={c.score} label={t('comments.stars', { count: c.score })} />
      <span className="ct-muted"> {formatDate(c.createdAt)}</span>
      {c.content && <p>{c.content}</p>}
      {c.reply && <p className="ct-reply">{t('comments.reply', { reply: c.reply })}</p>}
      {canReply && (
        <form
          className="ct-row"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate({ commentId: c.id, reply: text }, { onSuccess: () => toast.info(t('comments.replied')) });
          }}
        >
          <input
            name="reply"
            aria-label={t('fields.reply')}
            maxLength={LIMITS.shop.commentReplyMax}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('comments.replyHint')}
          />
          <Button type="submit" variant="ghost" disabled={reply.isPending}>
            {t('comments.send')}
          </Button>
        </form>
      )}
    </li>
  );
}
