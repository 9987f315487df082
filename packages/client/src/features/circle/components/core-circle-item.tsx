import { Link } from 'react-router';
import type { TCircleSummary } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import './core.css';
import { Picture } from '../../../components/ui/Picture';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** One circle in a list (my circles, search results): avatar, name, labels, members, join way; opens `to`. */
export function CoreCircleItem({ c, to }: { c: TCircleSummary; to: string }) {
  const { t } = useTranslation('circle');
  return (
    <li className="cc-item" data-testid="circle-item">
      <Link to={to}>
        {c.avatarUrl ? (
          <Picture width={48} height={48} className="cc-avatar" src={c.avatarUrl} alt="" />
        ) : (
          <span className="cc-avatar cc-initial" aria-hidden>
            {[...c.name][0]}
          </span>
        )}
        <span className="cc-body">
          <strong data-testid="circle-item-name">{c.name}</strong>
          <small className="muted">
            {t('item.members', { n: c.memberCount })} · {t(`joinWay.${c.joinWay}`)}
            {c.joinWay === 'paid' ? ` ¥${yuan(c.joinPriceFen)}` : ''}
          </small>
          {c.labels.length > 0 && (
            <span className="cc-labels">
              {c.labels.map((l) => (
                <span key={l} className="cc-chip">
                  {l}
                </span>
              ))}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
