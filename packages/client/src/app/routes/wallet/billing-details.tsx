import { useState } from 'react';
import { BILL_TYPES, type TBillType } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { LoadMore } from '../../../components/ui/LoadMore';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { formatFen } from '../../../lib/money';
import { useBills } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';
import { formatDateTime } from '../../../lib/datetime';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Tabs } from '../../../components/ui/Tabs';

/** /cpl/billingDetails: movements of the available balance, by type and month, a page at a time. */
export default function BillingDetailsRoute() {
  const { t } = useTranslation('wallet');
  const [type, setType] = useState<TBillType>('all');
  const [month, setMonth] = useState('');
  const q = useBills(type, month);
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.billingDetails')} backTo={paths.wallet}>
      {/* The shared filter chips; the kind is filtered by the server (billingDetails' `type`), page by page. */}
      <Tabs
        variant="chips"
        label={t('bills.filter')}
        value={type}
        onChange={setType}
        testId="bills-types"
        options={BILL_TYPES.map((k) => ({ value: k, label: t(`bills.type.${k}`), testId: `bills-type-${k}` }))}
      />
      <div className="wallet-filters">
        <label htmlFor="bills-month">{t('bills.month')}</label>
        <input id="bills-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} data-testid="bills-month" />
      </div>
      {!q.data ? (
        <Loading />
      ) : rows.length ? (
        <ul className="wallet-list" data-testid="bills">
          {rows.map((b) => (
            <li key={b.id} data-testid="bill">
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
        <EmptyState icon={ReceiptText} title={t('bills.empty')} hint={t('bills.emptyHint')} testId="bills-empty" />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
