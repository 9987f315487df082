import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TSubscription } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useToggleSubscription } from '../settings-api';
import '../usercentre.css';
import { Avatar } from '../../../components/ui/Avatar';
import { Star } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** Cards the user subscribed to; unsubscribing removes the row. */
export function SubscriptionList({ items }: { items: TSubscription[] }) {
  const { t } = useTranslation('usercentre');
  const toggle = useToggleSubscription();
  if (items.length === 0) return <EmptyState icon={Star} title={t('subscriptions.none')} hint={t('subscriptions.noneHint')} testId="subscriptions-empty" />;
  return (
    <ul className="uc-list" data-testid="subscriptions">
      {items.map((s) => (
        <li key={s.phoneIdEcr} data-phone-id={s.phoneIdEcr}>
          <Avatar url={s.avatarUrl} name={s.name} seed={s.phoneIdEcr} />
          <Link className="uc-grow" to={paths.card(s.phoneIdEcr)}>
            <p className="uc-title">{s.name}</p>
            <p className="uc-small">{[s.position, s.company].filter(Boolean).join(' · ')}</p>
          </Link>
          <Button variant="ghost" disabled={toggle.isPending} onClick={() => toggle.mutate(s.phoneIdEcr)} data-testid="unsubscribe">
            {t('subscriptions.unsubscribe')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
