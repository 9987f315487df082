import { useTranslation } from '../../../lib/i18n';
import type { TPlan } from '../api';
import '../orders.css';

/**
 * Plans as tappable rows: name, what comes with it (the server's offer text), price in yuan. `formatFen` comes from
 * the route (the user centre's formatter: features do not import each other).
 */
export function PlanList({
  plans,
  busy,
  onPick,
  formatFen,
  testId = 'plans',
}: {
  plans: TPlan[];
  busy?: boolean;
  onPick: (plan: TPlan) => void;
  formatFen: (fen: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation('vip');
  return (
    <ul className="vip-plans" data-testid={testId}>
      {plans.map((p) => (
        <li key={p.code}>
          <button
            type="button"
            className="vip-plan"
            disabled={busy}
            data-testid={`plan-${p.code}`}
            onClick={() => onPick(p)}
            aria-label={`${p.name} ${t('yuan', { amount: formatFen(p.priceFen) })}`}
          >
            <span className="vip-plan-main">
              <span className="vip-plan-name">{p.name}</span>
              {p.seats > 0 && <small className="muted"> · {t('seats', { count: p.seats })}</small>}
              {p.offer && (
                <span className="vip-plan-offer" data-testid="plan-offer">
                  {p.offer.text}
                </span>
              )}
            </span>
            <span className="vip-plan-price">{t('yuan', { amount: formatFen(p.priceFen) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
