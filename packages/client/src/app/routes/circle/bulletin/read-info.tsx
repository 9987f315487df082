import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useBulletinReaders } from '../../../../features/circle/api-bulletin';
import '../../../../features/circle/bulletin.css';
import { formatDateTime } from '../../../../lib/datetime';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** ReadInfo: who read an announcement (its publisher and admins). */
export default function ReadInfoRoute() {
  const { t } = useTranslation('circleBulletin');
  const [params] = useSearchParams();
  const cid = params.get('cid') ?? '';
  const q = useBulletinReaders(cid, params.get('bulletinId') ?? '');
  const back = paths.circleAffiche(cid);
  if (q.error)
    return (
      <Page title={t('titles.readInfo')} backTo={back}>
        <p className="form-error" role="alert">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.readInfo')} backTo={back}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.readInfo')} backTo={back}>
      <p className="muted" data-testid="read-count">
        {t('readInfo.count', { count: q.data.pages[0]?.total ?? rows.length })}
      </p>
      {rows.length ? (
        <ul className="comment-list" data-testid="readers">
          {rows.map((r) => (
            <li key={r.phoneIdEcr} className="bulletin-author">
              <Avatar url={r.avatarUrl} name={r.name} seed={r.phoneIdEcr} className="avatar avatar-sm" />
              <span>{r.name}</span>
              <time className="muted">{formatDateTime(r.readAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={UsersRound} title={t('readInfo.empty')} hint={t('readInfo.emptyHint')} />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
