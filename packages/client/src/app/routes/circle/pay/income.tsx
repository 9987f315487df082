import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { useCircleIncome } from '../../../../features/circle/api-pay';
import '../../../../features/wallet/wallet.css';

/** The owner's income from one circle: paying members and viewers, and the totals of kept payments (the wallet holds the money). */
export default function CircleIncomeRoute() {
  const [params] = useSearchParams();
  const cid = params.get('cid') ?? '';
  const { t } = useTranslation(['circlePay', 'common']);
  const q = useCircleIncome(cid, true);
  const title = t('titles.income');
  const back = cid ? paths.circleManage(cid) : paths.myCircles;
  if (q.error)
    return (
      <Page title={title} backTo={back}>
        <p className="result" data-testid="circle-income-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  const d = q.data;
  const rows: [string, string][] = [
    ['payingMembers', String(d.payingMembers)],
    ['payingViewers', String(d.payingViewers)],
    ['payments', String(d.payments)],
    ['gross', `¥${formatFen(d.grossFen)}`],
    ['fee', `¥${formatFen(d.feeFen)}`],
    ['net', `¥${formatFen(d.netFen)}`],
    ['frozen', `¥${formatFen(d.frozenFen)}`],
  ];
  return (
    <Page title={title} backTo={back}>
      <ul className="wallet-list" data-testid="circle-income">
        {rows.map(([k, v]) => (
          <li key={k} data-testid={`circle-income-${k}`}>
            <p>{t(`income.${k}`)}</p>
            <p>{v}</p>
          </li>
        ))}
      </ul>
      <p className="muted">{t('income.note')}</p>
    </Page>
  );
}
