import { Link } from 'react-router';
import type { TFriendDynamic } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/Avatar';
import { BASENAME, paths } from '../../../config/paths';
import '../usercentre.css';
import { formatDateTime } from '../../../lib/datetime';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Picture } from '../../../components/ui/Picture';

/**
 * The friends' updates: each row shows the kind, title and cover with the author's name and avatar, and opens the
 * item's public screen. A published micro page is a server-rendered page (no app route), so it is a plain link.
 */
export function FriendFeedList({ items }: { items: TFriendDynamic[] }) {
  const { t } = useTranslation('usercentre');
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t('friendFeed.empty')}
        hint={t('friendFeed.emptyHow')}
        testId="friend-feed-empty"
        action={{ label: t('friendFeed.toAddressBook'), to: paths.addressBook, testId: 'friend-feed-address-book' }}
      />
    );
  }
  return (
    <ul className="uc-list uc-feed" data-testid="friend-feed" aria-label={t('friendFeed.list')}>
      {items.map((d) => {
        const body = (
          <>
            {d.cover ? (
              <Picture width={63} height={48} className="uc-feed-cover" src={d.cover} alt="" />
            ) : (
              <span className="uc-feed-cover uc-feed-nocover" aria-hidden>
                {t(`friendFeed.kinds.${d.kind}`)}
              </span>
            )}
            <span className="uc-grow">
              <span className="uc-feed-kind">{t(`friendFeed.kinds.${d.kind}`)}</span>
              <span className="uc-title">{d.title}</span>
              <span className="uc-feed-author">
                <Avatar url={d.author.avatarUrl} name={d.author.name} seed={d.author.phoneIdEcr} className="avatar avatar-xs" />
                <span>{d.author.name}</span>
                <span className="uc-small">· {formatDateTime(d.at)}</span>
              </span>
            </span>
          </>
        );
        const attrs = { className: 'uc-feed-open', 'data-testid': 'friend-feed-item', 'data-kind': d.kind, 'data-id': d.id };
        return (
          <li key={`${d.kind}:${d.id}`}>
            {d.spa ? (
              <Link to={d.path} {...attrs}>
                {body}
              </Link>
            ) : (
              <a href={`${BASENAME}${d.path}`} {...attrs}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
