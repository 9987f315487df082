import { Page, Loading } from '../../../components/layouts/Page';
import { LoadMore } from '../../../components/ui/LoadMore';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { formatFen } from '../../../lib/money';
import { useReferred } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';
import { formatDate } from '../../../lib/datetime';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** /cpl/spokesman: the people who registered through the caller's link, with what each earned them (under any role). */
export default function SpokesmanRoute() {
  const { t } = useTranslation(['wallet', 'common']);
  const q = useReferred();
  if (!q.data)
    return (
      <Page title={t('titles.spokesman')} backTo={paths.spokesperson}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.spokesman')} backTo={paths.spokesperson}>
      {rows.length ? (
        <ul className="wallet-list" data-testid="referred-list">
          {rows.map((r, i) => (
            <li key={`${r.joinedAt}-${i}`}>
              <div>
                <p>{r.name}</p>
                <p className="muted">{t('spokesperson.joined', { date: formatDate(r.joinedAt) })}</p>
              </div>
              <p className="wallet-in">
                ¥{formatFen(r.earnedFen)}
                {/* Paid under another programme's role (issue 32): said, instead of a ¥0 that looks unpaid. */}
                {r.paidAs && r.paidAs !== 'spokesperson' && (
                  <small className="muted" style={{ display: 'block' }} data-testid="referred-paid-as">
                    {t('common:referral.paidAs', { role: t(`common:referral.roles.${r.paidAs}`) })}
                  </small>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t('spokesperson.noneReferred')} hint={t('spokesperson.noneReferredHint')} testId="referred-empty" />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
