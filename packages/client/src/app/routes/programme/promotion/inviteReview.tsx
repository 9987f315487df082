import '../../../../features/programme/promotion/promotion.css';
import { useState } from 'react';
import type { TInviteClaimReview } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useInviteClaims, useReviewClaim } from '../../../../features/programme/promotion/api';
import { dayOf } from '../../../../features/programme/promotion/promotion.view';

/**
 * /invite/review (operators, reached from the invite page): submitted documents, pending first (the queue) or
 * decided; approve (the reward's golden keys go out once) or reject with a reason. A review another operator made
 * first answers its catalogue message through the shared toast.
 */
export default function InviteReviewRoute() {
  const { t } = useTranslation('programmePromotion');
  const [tab, setTab] = useState<'pending' | 'decided'>('pending');
  const list = useInviteClaims(tab);
  const rows = rowsOf(list.data);
  const pending = list.data?.pages[0]?.pending ?? 0;
  return (
    <Page title={t('titles.inviteReview')} backTo={paths.inviteIndex}>
      <div className="pm-tabs" role="group">
        <button type="button" aria-pressed={tab === 'pending'} onClick={() => setTab('pending')} data-testid="review-tab-pending">{t('review.pending', { count: pending })}</button>
        <button type="button" aria-pressed={tab === 'decided'} onClick={() => setTab('decided')} data-testid="review-tab-decided">{t('review.decided')}</button>
      </div>
      {list.isPending && <Loading />}
      {list.isError && <p className="result muted" role="alert">{list.error.message}</p>}
      {list.data && rows.length === 0 && <p className="result muted" data-testid="review-empty">{t('review.empty')}</p>}
      <ul className="pm-list" data-testid="review-list">{rows.map((c) => <ClaimItem key={c.id} claim={c} />)}</ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

function ClaimItem({ claim }: { claim: TInviteClaimReview }) {
  const { t } = useTranslation('programmePromotion');
  const review = useReviewClaim();
  const [reason, setReason] = useState('');
  const decide = (verdict: 'approve' | 'reject') =>
    review.mutate({ id: claim.id, verdict, reason }, { onSuccess: () => toast.info(t(verdict === 'approve' ? 'review.approved' : 'review.rejected')) });
  return (
    <li className="pm-review" data-testid="review-claim">
      <div className="pm-row">
        <Avatar url={claim.claimant.avatarUrl} name={claim.claimant.name} />
        <div className="pm-row-main">
          <div className="pm-row-name">{claim.claimant.name}</div>
          <div className="pm-row-meta">{claim.activityTitle} · {t('review.invitees', { count: claim.invitees, target: claim.target })} · {dayOf(claim.updatedAt)}</div>
        </div>
        <span className={`pm-state pm-state-${claim.state}`}>{t(`claimStates.${claim.state}`)}</span>
      </div>
      <p>{t('review.fields', { name: claim.realName, contact: claim.contact })}</p>
      {claim.note && <p className="pm-rules">{claim.note}</p>}
      <div className="pm-thumbs">{claim.images.map((u, i) => <a key={u} href={u} target="_blank" rel="noreferrer"><img src={u} alt={t('review.picture', { n: i + 1 })} /></a>)}</div>
      {claim.state === 'rejected' && <p className="pm-miss">{t('invite.rejectReason', { reason: claim.reason })}</p>}
      {claim.state === 'pending' && (
        <>
          <label className="pm-note" htmlFor={`reason-${claim.id}`}>{t('review.reason')}</label>
          <textarea id={`reason-${claim.id}`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} data-testid="review-reason" />
          <div className="pm-review-actions">
            <Button type="button" disabled={review.isPending} onClick={() => decide('approve')} data-testid="review-approve">{t('review.approve')}</Button>
            <Button type="button" variant="danger" disabled={review.isPending} onClick={() => decide('reject')} data-testid="review-reject">{t('review.reject')}</Button>
          </div>
        </>
      )}
    </li>
  );
}
