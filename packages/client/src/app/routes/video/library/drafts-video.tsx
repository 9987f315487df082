import '../../../../features/video/video-library.css';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDeleteVideo, useDrafts, usePublish } from '../../../../features/video/api-library';
import { LibraryVideoRow } from '../../../../features/video/components/LibraryVideoTile';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/draftsVideo: my drafts, newest first: publish (within the quota), edit, delete. */
export default function DraftsVideoRoute() {
  const { t } = useTranslation('videoLibrary');
  const q = useDrafts();
  const publish = usePublish();
  const del = useDeleteVideo();
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.draftsVideo')} backTo={paths.microVideoHome}>
      {q.isError && (
        <p className="field-msg" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && !items.length && (
        <EmptyState
          icon={Clapperboard}
          title={t('drafts.empty')}
          hint={t('drafts.emptyHint')}
          action={{ label: t('drafts.emptyAction'), to: paths.newVideo, testId: 'vl-drafts-empty-action' }}
          testId="vl-drafts-empty"
        />
      )}
      <ul className="vl-list" data-testid="vl-drafts">
        {items.map((v) => (
          <li key={v.id} data-testid="vl-draft">
            <LibraryVideoRow v={v} />
            <button
              type="button"
              className="btn btn-ghost"
              disabled={publish.isPending}
              data-testid="vl-draft-publish"
              onClick={() => publish.mutate(v.id, { onSuccess: () => toast.info(t('done.published')) })}
            >
              {t('drafts.publish')}
            </button>
            <Link className="btn btn-ghost" to={paths.editVideo(v.id)}>
              {t('op.edit')}
            </Link>
            <ConfirmButton
              className="btn btn-ghost"
              label={t('op.delete')}
              armedLabel={t('op.deleteConfirm')}
              disabled={del.isPending}
              onConfirm={() => del.mutate(v.id, { onSuccess: () => toast.info(t('done.deleted', { count: 1 })) })}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
