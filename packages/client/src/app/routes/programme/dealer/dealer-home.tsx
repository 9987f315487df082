import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDealerHome } from '../../../../features/programme/dealer/api';
import '../../../../features/programme/dealer/dealer.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /dealer/dealerHome (hub 经销商): a non-dealer sees what a dealer earns and the way to open one; a dealer sees the
 * status, the referral link and QR, what the referred users did and the earnings, and the ways to the records and
 * the withdrawal. Sharing the link earns nothing by itself (WeChat's external-link rules): only referred users'
 * paid edition orders do, and the page says so.
 */
export default function DealerHomeRoute() {
  const { t } = useTranslation(['programmeDealer', 'common']);
  const q = useDealerHome();
  if (q.isError)
    return (
      <Page title={t('titles.dealerHome')} backTo={paths.programmeHub}>
        <p className="result" role="alert">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.dealerHome')} backTo={paths.programmeHub}>
        <Loading />
      </Page>
    );
  const d = q.data;
  const intro = t('dealer.intro', { percent: d.percent, days: LIMITS.money.incomeHoldDays });
  if (!d.isDealer) {
    return (
      <Page title={t('titles.dealerHome')} backTo={paths.programmeHub}>
        <section className="dl-panel">
          <p>
            <span className="dl-status dl-status-off" data-testid="dealer-status">
              {t('dealer.notDealer')}
            </span>
          </p>
          <p>{intro}</p>
          <p className="muted">{t('dealer.noShareReward')}</p>
          <p>
            <Link className="btn btn-ghost" to={paths.referralRules} data-testid="dealer-rules">
              {t('common:referral.rulesLink')}
            </Link>
          </p>
        </section>
        {d.plan ? (
          <Link className="btn btn-primary" to={paths.openDealer} data-testid="dealer-open">
            {t('dealer.open', { price: formatFen(d.plan.priceFen) })}
          </Link>
        ) : (
          <p className="result muted">{t('dealer.noPlan')}</p>
        )}
      </Page>
    );
  }
  return (
    <Page title={t('titles.dealerHome')} backTo={paths.programmeHub}>
      <section className="dl-panel">
        <p>
          <span className="dl-status" data-testid="dealer-status">
            {t('dealer.active')}
          </span>
        </p>
        <p className="muted">{intro}</p>
      </section>
      <ul className="dl-stats">
        <li>
          <strong data-testid="dealer-referred">{d.referredCount}</strong>
          <small>{t('dealer.referred')}</small>
        </li>
        <li>
          <strong data-testid="dealer-paid-orders">{d.paidOrderCount}</strong>
          <small>{t('dealer.paidOrders')}</small>
        </li>
        <li>
          <strong data-testid="dealer-total">¥{formatFen(d.totalFen)}</strong>
          <small>{t('dealer.total')}</small>
        </li>
        <li>
          <strong data-testid="dealer-frozen">¥{formatFen(d.frozenFen)}</strong>
          <small>{t('dealer.frozen')}</small>
        </li>
        <li>
          <strong data-testid="dealer-released">¥{formatFen(d.releasedFen)}</strong>
          <small>{t('dealer.released')}</small>
        </li>
        <li>
          <strong>¥{formatFen(d.availableFen)}</strong>
          <small>{t('dealer.available')}</small>
        </li>
      </ul>
      <nav className="dl-menu">
        <Link to={paths.dealerIndex} data-testid="dealer-records">
          {t('titles.dealerIndex')}
        </Link>
        <Link to={paths.dealerWithdrawal} data-testid="dealer-withdrawal">
          {t('titles.dealerWithdrawal')}
        </Link>
        <Link to={paths.referralRules} data-testid="dealer-rules">
          {t('common:referral.rulesLink')}
        </Link>
      </nav>
      <h2 className="section-title">{t('dealer.invite')}</h2>
      <section className="dl-panel">
        <Picture width={180} height={180} className="dl-qr" src={d.qrDataUrl} alt={t('dealer.qrAlt')} data-testid="dealer-qr" />
        <p className="dl-link" data-testid="dealer-link">
          {d.referralUrl}
        </p>
        <Button variant="ghost" onClick={() => void navigator.clipboard?.writeText(d.referralUrl).then(() => toast.info(t('dealer.copied')))}>
          {t('dealer.copy')}
        </Button>
        <p className="muted">{t('dealer.noShareReward')}</p>
      </section>
    </Page>
  );
}
