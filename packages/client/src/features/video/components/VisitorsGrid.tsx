import { Link } from 'react-router';
import type { TVideoCard } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/** Videos as a two-column grid of covers; `href` says where a tap goes (the player, with the list it came from). */
export function VisitorsGrid({ items, href, testId }: { items: TVideoCard[]; href: (v: TVideoCard) => string; testId: string }) {
  const { t } = useTranslation('videoVisitors');
  return (
    <ul className="vv-grid" data-testid={testId}>
      {items.map((v) => (
        <li key={v.id} className="vv-cell">
          <Link to={href(v)} data-testid="vv-cell">
            <span className="vv-cover">
              <Picture width={170} height={302} src={v.coverUrl} alt="" />
              <span className="vv-duration">{minutes(v.durationMs)}</span>
            </span>
            <span className="vv-title">{v.title}</span>
            <span className="vv-meta muted">
              {v.owner.name} · {t('list.views', { count: v.views })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
