import { Page, Loading } from '../../../components/layouts/Page';
import { LoadMore } from '../../../components/ui/LoadMore';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { formatFen } from '../../../lib/money';
import { useFrozenBills } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';
import { formatDateTime } from '../../../lib/datetime';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** /cpl/frozenBills: every movement of the frozen balance. */
export default function FrozenBillsRoute() {
  const { t } = useTranslation('wallet');
  const q = useFrozenBills();
  if (!q.data)
    return (
      <Page title={t('titles.frozenBills')} backTo={paths.wallet}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.frozenBills')} backTo={paths.wallet}>
      {rows.length ? (
        <ul className="wallet-list" data-testid="frozen-bills">
          {rows.map((b) => (
            <li key={b.id}>
              <div>
                <p>{b.title}</p>
                <p className="muted">{formatDateTime(b.createdAt)}</p>
              </div>
              <p className={b.amountFen > 0 ? 'wallet-in' : 'wallet-out'}>
                {b.amountFen > 0 ? '+' : '-'}
                {formatFen(Math.abs(b.amountFen))}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t('bills.empty')} hint={t('bills.emptyHint')} />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
