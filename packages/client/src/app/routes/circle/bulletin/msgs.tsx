import { Link, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useBulletinMsgs } from '../../../../features/circle/api-bulletin';
import '../../../../features/circle/bulletin.css';
import { formatDateTime } from '../../../../lib/datetime';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** CircleBulletinMsg: comments on my announcements and replies to my comments in this circle, newest first. */
export default function BulletinMsgsRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const q = useBulletinMsgs(cid);
  const back = paths.circleAffiche(cid);
  if (q.error)
    return (
      <Page title={t('titles.msgs')} backTo={back}>
        <p className="form-error" role="alert">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.msgs')} backTo={back}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.msgs')} backTo={back}>
      {rows.length ? (
        <ul className="comment-list" data-testid="bulletin-msgs">
          {rows.map((m) => (
            <li key={m.commentId}>
              <Link to={paths.circleBulletinAffiche(cid, m.bulletinId, '')} className="bulletin-open">
                <p>
                  <strong>{m.author.name}</strong> {t(`msgs.${m.kind}`)}：{m.content}
                </p>
                <p className="muted">
                  「{m.bulletinContent}」 <time>{formatDateTime(m.createdAt)}</time>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={UsersRound} title={t('msgs.empty')} hint={t('msgs.emptyHint')} />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
