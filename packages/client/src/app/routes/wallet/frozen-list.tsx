import { Page, Loading } from '../../../components/layouts/Page';
import { LoadMore } from '../../../components/ui/LoadMore';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { formatFen } from '../../../lib/money';
import { useFrozenList } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';
import { formatDateTime } from '../../../lib/datetime';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** /cpl/rsonFreezeList: why money is frozen and until when. */
export default function FrozenListRoute() {
  const { t } = useTranslation('wallet');
  const q = useFrozenList();
  if (!q.data)
    return (
      <Page title={t('titles.frozenList')} backTo={paths.wallet}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.frozenList')} backTo={paths.wallet}>
      <p className="muted">{t('frozen.intro')}</p>
      {rows.length ? (
        <ul className="wallet-list" data-testid="frozen-list">
          {rows.map((r) => (
            <li key={r.id}>
              <div>
                <p data-testid="frozen-title">{r.title /* the server names the source and item: never 其他收入 for a known one */}</p>
                <p className="muted">{r.state === 'frozen' ? t('frozen.until', { date: formatDateTime(r.releaseAt) }) : t(`frozen.state.${r.state}`)}</p>
              </div>
              <p className={r.state === 'frozen' ? 'muted' : 'wallet-in'}>¥{formatFen(r.amountFen)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t('frozen.empty')} hint={t('frozen.emptyHint')} testId="frozen-empty" />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
