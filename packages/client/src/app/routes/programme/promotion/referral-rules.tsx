import '../../../../features/programme/promotion/promotion.css';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

const R = LIMITS.referral;

/**
 * /promotion/commissionRules (佣金规则, issue 32): the one referral table every programme pays by, printed from
 * LIMITS.referral (so the page and the payment cannot disagree), with the rules around it. Reached from the
 * spokesperson, ambassador, super distributor and dealer homes.
 */
export default function ReferralRulesRoute() {
  const { t } = useTranslation(['programmePromotion', 'common']);
  const cell = (n: number) => (n > 0 ? `${n}%` : t('rules.none'));
  return (
    <Page title={t('titles.referralRules')}>
      <section className="pm-section">
        <p>{t('rules.intro')}</p>
        <table className="pm-table" data-testid="referral-rules-table">
          <thead>
            <tr>
              <th scope="col">{t('rules.role')}</th>
              <th scope="col">{t('rules.tier1')}</th>
              <th scope="col">{t('rules.tier2')}</th>
            </tr>
          </thead>
          <tbody>
            {R.roles.map((role) => (
              <tr key={role} data-testid="referral-rules-row" data-role={role}>
                <th scope="row">{t(`common:referral.roles.${role}`)}</th>
                <td>{cell(R.percent.vip[role][0])}</td>
                <td>{cell(R.percent.vip[role][1])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="pm-section">
        <ul className="pm-notes" data-testid="referral-rules-notes">
          <li>{t('rules.lines')}</li>
          <li>{t('rules.once')}</li>
          <li>{t('rules.highest')}</li>
          <li>{t('rules.rounding')}</li>
          <li>{t('rules.hold', { days: LIMITS.money.incomeHoldDays })}</li>
          <li>{t('rules.noShare')}</li>
        </ul>
      </section>
    </Page>
  );
}
