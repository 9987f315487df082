import '../../../../features/video/video-cart.css';
import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDecideVideoComplaint, useVideoComplaints } from '../../../../features/video/api-cart';

type Complaint = ReturnType<typeof rowsOf<{ id: string; reason: string; text: string; video: { title: string; coverUrl: string; owner: { name: string } }; reporter: { name: string } }>>[number];

/** /microvideo/violationReview: operators decide open complaints (uphold takes the video down, with a reason). */
export default function VideoReviewRoute() {
  const { t } = useTranslation('videoCart');
  const q = useVideoComplaints();
  const rows = rowsOf(q.data);
  if (q.isError) return <Page title={t('titles.review')}><p className="result muted">{q.error.message}</p></Page>;
  if (!q.data) return <Page title={t('titles.review')}><Loading /></Page>;
  return (
    <Page title={t('titles.review')}>
      {rows.length === 0 && <p className="result muted" data-testid="review-empty">{t('review.empty')}</p>}
      <ul className="vc-list">{rows.map((c) => <ComplaintItem key={c.id} c={c} />)}</ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

function ComplaintItem({ c }: { c: Complaint }) {
  const { t } = useTranslation('videoCart');
  const decide = useDecideVideoComplaint();
  const [reason, setReason] = useState('');
  const go = (uphold: boolean) => decide.mutate({ id: c.id, uphold, reason }, { onSuccess: () => toast.info(t(uphold ? 'review.upheld' : 'review.dismissed')) });
  return (
    <li className="vc-item" data-testid="video-complaint">
      <img className="vc-img" src={c.video.coverUrl} alt="" loading="lazy" />
      <div>
        <p className="vc-name">{c.video.title}</p>
        <p className="vc-muted">{t('review.owner', { name: c.video.owner.name })} · {t('review.reporter', { name: c.reporter.name })}</p>
        <p className="vc-warn">{t(`review.reasons.${c.reason}`, { defaultValue: c.reason })}{c.text ? `：${c.text}` : ''}</p>
        <Field label={t('review.reason')} name={`reason-${c.id}`} maxLength={LIMITS.video.takedownReasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div className="vc-row">
          <Button type="button" variant="danger" disabled={decide.isPending} onClick={() => go(true)} data-testid="uphold">{t('review.uphold')}</Button>
          <Button type="button" variant="ghost" disabled={decide.isPending} onClick={() => go(false)}>{t('review.dismiss')}</Button>
        </div>
      </div>
    </li>
  );
}
