import '../../../../features/programme/sms/sms.css';
import { useState } from 'react';
import { SMS_SIGN_STATES } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useReviewSign, useSmsReviews } from '../../../../features/programme/sms/api';
import { when } from '../../../../features/programme/sms/time';

type State = (typeof SMS_SIGN_STATES)[number];

/**
 * /shortMessageManagement/signReview (ours, operators): signs by state, pending oldest first; approve, or reject with
 * a reason the applicant sees. A sign another operator decided first answers SMS_SIGN_DECIDED through the toast.
 */
export default function SmsSignReviewRoute() {
  const { t } = useTranslation('programmeSms');
  const [tab, setTab] = useState<State>('pending');
  const list = useSmsReviews(tab);
  const rows = rowsOf(list.data);
  const review = useReviewSign();
  const [reason, setReason] = useState('');
  return (
    <Page title={t('titles.smsSignReview')} backTo={paths.smsHome}>
      <div className="tabs" role="tablist">
        {SMS_SIGN_STATES.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'active' : ''} data-testid={`sms-review-tab-${k}`}
            onClick={() => setTab(k)}>{t(`signState.${k}`)}</button>
        ))}
      </div>
      {tab === 'pending' && (
        <input className="sms-form" style={{ width: '100%', minHeight: 'var(--tap)', marginBottom: '0.5rem' }} placeholder={t('review.reason')} value={reason}
          onChange={(e) => setReason(e.target.value)} data-testid="sms-review-reason" aria-label={t('review.reason')} />
      )}
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && <p className="result muted" data-testid="sms-review-empty">{t('review.empty')}</p>}
      <ul className="sms-list" data-testid="sms-reviews">
        {rows.map((s) => (
          <li key={s.id} className="sms-row" data-testid="sms-review-row">
            <div className="sms-row-main">
              <p>【{s.text}】</p>
              <span className="sms-row-sub">{s.applicant.name} · {when(s.createdAt)}{s.reason ? ` · ${s.reason}` : ''}</span>
            </div>
            {s.status === 'pending' ? (
              <>
                <Button type="button" disabled={review.isPending} onClick={() => review.mutate({ id: s.id, approve: true, reason: '' })} data-testid="sms-review-approve">{t('review.approve')}</Button>
                <Button type="button" variant="ghost" disabled={review.isPending} onClick={() => review.mutate({ id: s.id, approve: false, reason })} data-testid="sms-review-reject">{t('review.reject')}</Button>
              </>
            ) : <span className={`sms-state sms-state-${s.status}`}>{t(`signState.${s.status}`)}</span>}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
