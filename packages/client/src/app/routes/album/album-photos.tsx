import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useAlbumPhotos } from '../../../features/album/api';
import { PhotoGrid } from '../../../features/album/components/PhotoGrid';
import { PhotoUploader } from '../../../features/album/components/PhotoUploader';
import '../../../features/album/album.css';
import { Images } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/** The photos of one album: upload with a preview, move earlier or later, delete. */
export default function AlbumPhotosRoute() {
  const { t } = useTranslation(['album', 'common']);
  const uploader = useRef<HTMLDivElement>(null);
  const albumId = useParams().albumId ?? '';
  const photos = useAlbumPhotos(albumId);
  if (photos.isError) {
    return (
      <Page title={t('titles.photos')}>
        <p className="muted center" data-testid="album-missing">
          {t('missing')}
        </p>
        <Link className="btn btn-ghost" to={paths.albums}>
          {t('backToAlbums')}
        </Link>
      </Page>
    );
  }
  if (!photos.data)
    return (
      <Page title={t('titles.photos')}>
        <Loading />
      </Page>
    );
  const { album, photos: list } = photos.data;
  const room = list.length < LIMITS.album.photosPerAlbum;

  return (
    <Page title={album.name}>
      <div className="album-head">
        <span className={`album-status${album.isOpen ? ' album-status-open' : ''}`} data-testid="album-status">
          {album.isOpen ? t('open.on') : t('open.off')}
        </span>
        <span className="muted" data-testid="photo-count">
          {t('photoCount', { count: list.length, max: LIMITS.album.photosPerAlbum })}
        </span>
      </div>
      {room ? (
        <div ref={uploader}>
          <PhotoUploader albumId={album.id} />
        </div>
      ) : (
        <p className="muted" data-testid="photos-full">
          {t('photosFull', { max: LIMITS.album.photosPerAlbum })}
        </p>
      )}
      {list.length ? (
        <PhotoGrid albumId={album.id} photos={list} />
      ) : (
        <EmptyState
          icon={Images}
          title={t('noPhotos')}
          hint={t('noPhotosHint')}
          testId="photos-empty"
          action={room ? { label: t('noPhotosAction'), onClick: () => focusFirstField(uploader.current), testId: 'photos-empty-action' } : undefined}
        />
      )}
    </Page>
  );
}
