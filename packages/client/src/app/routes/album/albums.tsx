import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { movedIds, useAddAlbum, useMyAlbums, useSortAlbums } from '../../../features/album/api';
import { AlbumForm } from '../../../features/album/components/AlbumForm';
import { AlbumRow } from '../../../features/album/components/AlbumRow';
import '../../../features/album/album.css';
import { Images } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/** My albums: add one, rename, open or close to visitors, move up or down, delete (photos go with it). */
export default function AlbumsRoute() {
  const { t } = useTranslation(['album', 'common']);
  const addForm = useRef<HTMLElement>(null);
  const albums = useMyAlbums();
  const add = useAddAlbum();
  const sort = useSortAlbums();
  if (!albums.data)
    return (
      <Page title={t('titles.albums')}>
        <Loading />
      </Page>
    );
  const list = albums.data;
  const room = list.length < LIMITS.album.albumsPerUser;

  return (
    <Page title={t('titles.albums')}>
      <p className="muted album-intro">
        {t('intro')} <strong data-testid="album-count">{t('albumCount', { count: list.length, max: LIMITS.album.albumsPerUser })}</strong>
      </p>
      {list.length ? (
        <ul className="album-list" data-testid="album-list">
          {list.map((a, i) => (
            <AlbumRow key={a.id} album={a} to={paths.album(a.id)} first={i === 0} last={i === list.length - 1} moving={sort.isPending} onMove={(by) => sort.mutate(movedIds(list, i, by))} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Images}
          title={t('empty')}
          hint={t('emptyHint')}
          testId="album-empty"
          action={room ? { label: t('emptyAction'), onClick: () => focusFirstField(addForm.current), testId: 'album-empty-action' } : undefined}
        />
      )}
      <section className="panel" ref={addForm}>
        <h3 className="section-title">{t('add')}</h3>
        {room ? (
          <AlbumForm
            initial={{ name: '', isOpen: true }}
            withSwitch
            submitLabel={t('add')}
            busy={add.isPending}
            onSubmit={async (v) => {
              await add.mutateAsync(v);
              toast.info(t('created'));
            }}
          />
        ) : (
          <p className="muted" data-testid="album-full">
            {t('full', { max: LIMITS.album.albumsPerUser })}
          </p>
        )}
      </section>
    </Page>
  );
}
