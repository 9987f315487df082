import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { useDealerHome } from '../../../../features/programme/dealer/api';
import '../../../../features/programme/dealer/dealer.css';

/**
 * /dealer/withdrawal: what the dealer can take out. Released dealer earnings join the wallet's available balance,
 * and taking money out is the wallet's one withdrawal (its minimum, daily limits, transaction password): this
 * screen shows the balance and leads there rather than withdrawing a second way.
 */
export default function DealerWithdrawalRoute() {
  const { t } = useTranslation('programmeDealer');
  const q = useDealerHome();
  return (
    <Page title={t('titles.dealerWithdrawal')} backTo={paths.dealerHome}>
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {!q.data && !q.isError && <Loading />}
      {q.data && (
        <>
          <section className="dl-panel">
            <p className="muted">{t('withdrawal.available')}</p>
            <p className="dl-price" data-testid="dealer-available">
              ¥{formatFen(q.data.availableFen)}
            </p>
            <p className="muted">{t('withdrawal.frozen', { amount: formatFen(q.data.frozenFen), days: LIMITS.money.incomeHoldDays })}</p>
            <p className="muted">{t('withdrawal.released', { amount: formatFen(q.data.releasedFen) })}</p>
          </section>
          <Link className="btn btn-primary" to={paths.withdraw} data-testid="dealer-withdraw-go">
            {t('withdrawal.go')}
          </Link>
        </>
      )}
    </Page>
  );
}
