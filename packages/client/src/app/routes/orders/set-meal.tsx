import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useBuy, useSetMeals, useWalletBuySuperMember, type BuyLine, type TPlan } from '../../../features/orders/api';
import { PlanList } from '../../../features/orders/components/PlanList';
import { TxPwdSheet } from '../../../features/wallet/components/TxPwdSheet';

/** The order-creating call of each product line on this screen; printed cards need an address first, super member is bought from the wallet. */
const lineCalls: Partial<Record<string, BuyLine>> = {
  serviceSecurities: 'serviceSecurities',
  enterpriseWebsite: 'enterpriseWebsite',
  dealer: 'dealer',
};

/** More services: super member, service securities, enterprise website, dealer and printed cards, grouped by line. */
export default function SetMealRoute() {
  const { t } = useTranslation(['vip', 'common']);
  const navigate = useNavigate();
  const plans = useSetMeals();
  const buy = useBuy();
  const superMember = useWalletBuySuperMember();
  const [superPlan, setSuper] = useState<TPlan | null>(null);
  if (!plans.data)
    return (
      <Page title={t('titles.setMeal')} backTo={paths.vipCentre}>
        <Loading />
      </Page>
    );
  const lines = [...new Set(plans.data.map((p) => p.line))];

  const pick = (p: TPlan) => {
    if (p.line === 'printedCards') {
      void navigate(paths.printedCards);
      return;
    }
    // Super member is created and paid from the wallet in one call (mpWalletBuySuperMember): ask the password here.
    if (p.line === 'superMember') {
      superMember.reset();
      setSuper(p);
      return;
    }
    const line = lineCalls[p.line];
    if (line)
      buy.mutate(
        { line, planCode: p.code },
        {
          onSuccess: (o) => {
            void navigate(paths.vipPay(o.id));
          },
        },
      );
  };

  return (
    <Page title={t('titles.setMeal')} backTo={paths.vipCentre}>
      {lines.map((line) => (
        <section key={line} data-testid={`line-${line}`}>
          <h2 className="section-title">{t(`lines.${line}`, { defaultValue: line })}</h2>
          <PlanList plans={plans.data.filter((p) => p.line === line)} busy={buy.isPending} onPick={pick} formatFen={formatFen} testId={`plans-${line}`} />
        </section>
      ))}
      {buy.isPending && (
        <p className="vip-note" role="status">
          {t('creating')}
        </p>
      )}
      <TxPwdSheet
        open={Boolean(superPlan)}
        hasTxPwd
        what={superPlan?.name ?? ''}
        amountFen={superPlan?.priceFen}
        busy={superMember.isPending}
        error={superMember.error}
        onClose={() => setSuper(null)}
        onSubmit={(txPwd) =>
          superPlan &&
          superMember.mutate(
            { planCode: superPlan.code, txPwd },
            {
              onSuccess: (o) => {
                void navigate(paths.paySuccess(o.id));
              },
            },
          )
        }
      />
    </Page>
  );
}
