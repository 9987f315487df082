import { Navigate, useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { useDealerHome } from '../../../../features/programme/dealer/api';
import { useBuy } from '../../../../features/orders/api';
import '../../../../features/programme/dealer/dealer.css';

/**
 * /dealer/openDealer: the dealer plan with its price; buying places the orders area's dealer order
 * (buyDealerPayForward) and opens the one pay screen (wallet with the transaction password, or WeChat Pay). The role
 * comes with the payment, so an existing dealer is sent back to the dealer home.
 */
export default function OpenDealerRoute() {
  const { t } = useTranslation('programmeDealer');
  const navigate = useNavigate();
  const q = useDealerHome();
  const buy = useBuy();
  if (q.data?.isDealer) return <Navigate to={paths.dealerHome} replace />;
  const plan = q.data?.plan;
  return (
    <Page title={t('titles.openDealer')} backTo={paths.dealerHome}>
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {!q.data && !q.isError && <Loading />}
      {q.data && !plan && <p className="result muted">{t('dealer.noPlan')}</p>}
      {plan && (
        <>
          <section className="dl-panel" data-testid="dealer-plan">
            <h2>{plan.name}</h2>
            <p className="dl-price" data-testid="dealer-plan-price">
              ¥{formatFen(plan.priceFen)}
            </p>
            <ul>
              <li>{t('open.point1', { percent: q.data!.percent })}</li>
              <li>{t('open.point2', { days: LIMITS.money.incomeHoldDays })}</li>
              <li>{t('open.point3')}</li>
            </ul>
          </section>
          <Button
            disabled={buy.isPending}
            data-testid="dealer-buy"
            onClick={() => buy.mutate({ line: 'dealer', planCode: plan.code }, { onSuccess: (order) => void navigate(paths.vipPay(order.id)) })}
          >
            {buy.isPending ? t('open.creating') : t('open.buy', { price: formatFen(plan.priceFen) })}
          </Button>
        </>
      )}
    </Page>
  );
}
