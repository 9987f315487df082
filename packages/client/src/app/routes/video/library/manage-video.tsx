import '../../../../features/video/video-library.css';
import { useState } from 'react';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDeleteVideos, useMyVideos, useSetHidden } from '../../../../features/video/api-library';
import { LibraryVideoRow } from '../../../../features/video/components/LibraryVideoTile';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/manageVideo: tick several published videos, then delete them all (all or nothing) or hide them. */
export default function ManageVideoRoute() {
  const { t } = useTranslation('videoLibrary');
  const q = useMyVideos('published');
  const del = useDeleteVideos();
  const hide = useSetHidden();
  const [picked, setPicked] = useState<string[]>([]);
  const items = rowsOf(q.data);
  const all = items.length > 0 && picked.length === items.length;
  const hidePicked = async () => {
    for (const id of picked) await hide.mutateAsync({ id, hidden: true });
    toast.info(t('done.hiddenMany', { count: picked.length }));
    setPicked([]);
  };
  return (
    <Page title={t('titles.manageVideo')} backTo={paths.microVideoHome}>
      <div className="vl-bar">
        <button type="button" className="btn btn-ghost" disabled={!items.length} data-testid="vl-pick-all" onClick={() => setPicked(all ? [] : items.map((v) => v.id))}>
          {all ? t('manage.none') : t('manage.all')}
        </button>
        <ConfirmButton
          className="btn btn-ghost"
          label={t('manage.delete', { count: picked.length })}
          armedLabel={t('op.deleteConfirm')}
          confirmText={t('manage.deleteHint', { count: picked.length })}
          disabled={!picked.length || del.isPending}
          testId="vl-delete-picked"
          onConfirm={() =>
            del.mutate(picked, {
              onSuccess: (r) => {
                setPicked([]);
                toast.info(t('done.deleted', { count: r.ids.length }));
              },
            })
          }
        />
        <button type="button" className="btn btn-ghost" disabled={!picked.length || hide.isPending} data-testid="vl-hide-picked" onClick={() => void hidePicked()}>
          {t('manage.hide', { count: picked.length })}
        </button>
      </div>
      {q.isError && (
        <p className="field-msg" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && !items.length && <EmptyState icon={Clapperboard} title={t('home.empty')} hint={t('home.emptyHint')} action={{ label: t('home.emptyAction'), to: paths.newVideo }} />}
      <ul className="vl-list" data-testid="vl-manage-list">
        {items.map((v) => (
          <li key={v.id} data-testid="vl-manage-item">
            <label className="vl-check">
              <input
                type="checkbox"
                checked={picked.includes(v.id)}
                aria-label={t('manage.pick', { title: v.title })}
                onChange={(e) => setPicked(e.target.checked ? [...picked, v.id] : picked.filter((x) => x !== v.id))}
              />
            </label>
            <LibraryVideoRow v={v} />
            {v.hidden && <span className="vl-mark">{t('marks.hidden')}</span>}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
