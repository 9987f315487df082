import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useBuy, useEnterprisePlans } from '../../../features/orders/api';
import { PlanList } from '../../../features/orders/components/PlanList';

/** Enterprise edition: plans with staff seats; tapping one places the order and opens the pay screen. */
export default function EnterpriseRoute() {
  const { t } = useTranslation(['vip', 'common']);
  const navigate = useNavigate();
  const plans = useEnterprisePlans();
  const buy = useBuy();
  if (!plans.data)
    return (
      <Page title={t('titles.enterprise')} backTo={paths.vipCentre}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.enterprise')} backTo={paths.vipCentre}>
      <p className="vip-note">{t('links.enterpriseHint')}</p>
      <PlanList
        plans={plans.data}
        busy={buy.isPending}
        formatFen={formatFen}
        testId="enterprise-plans"
        onPick={(p) =>
          buy.mutate(
            { line: 'enterprise', planCode: p.code },
            {
              onSuccess: (o) => {
                void navigate(paths.vipPay(o.id));
              },
            },
          )
        }
      />
      {buy.isPending && (
        <p className="vip-note" role="status">
          {t('creating')}
        </p>
      )}
    </Page>
  );
}
