import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { rowsOf } from '../../../../lib/paging';
import { useDealerCommissions } from '../../../../features/programme/dealer/api';
import { PersonRow, shortTime } from '../../../../features/programme/dealer/components';
import '../../../../features/programme/dealer/dealer.css';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /dealer/index: the dealer's commission records, newest first: who paid, what, the share and its state. */
export default function DealerIndexRoute() {
  const { t } = useTranslation(['programmeDealer', 'common']);
  const q = useDealerCommissions();
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.dealerIndex')} backTo={paths.dealerHome}>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && items.length === 0 && <EmptyState icon={Sparkles} title={t('records.empty')} hint={t('records.emptyHint')} testId="dealer-records-empty" />}
      <ul className="dl-list" data-testid="dealer-records-list">
        {items.map((c) => (
          <PersonRow
            key={c.id}
            person={c.buyer}
            testId="dealer-record"
            sub={t('records.order', { line: t(`lines.${c.line}`, { defaultValue: c.line }), amount: formatFen(c.orderFen), time: shortTime(c.createdAt) })}
            side={
              <>
                <strong>+¥{formatFen(c.amountFen)}</strong>
                <br />
                <small className="muted">{t(`records.state.${c.state}`)}</small>
                {/* Every role's commission is listed (issue 32); one earned under another role says which. */}
                {c.role !== 'dealer' && (
                  <>
                    <br />
                    <small className="muted" data-testid="dealer-record-paid-as">
                      {t('common:referral.paidAs', { role: t(`common:referral.roles.${c.role}`) })}
                    </small>
                  </>
                )}
              </>
            }
          />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
