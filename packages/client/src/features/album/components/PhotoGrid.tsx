import { useTranslation } from '../../../lib/i18n';
import type { TAlbumPhoto } from '@card/contract';
import { toast } from '../../../lib/toast';
import { movedIds, useDeletePhoto, useSortPhotos } from '../api';
import { ConfirmDelete } from './ConfirmDelete';
import '../album.css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';
import { Picture } from '../../../components/ui/Picture';

/** The photos of one album in order, three to a row, each with move earlier, move later and delete. */
export function PhotoGrid({ albumId, photos }: { albumId: string; photos: TAlbumPhoto[] }) {
  const { t } = useTranslation('album');
  const sort = useSortPhotos(albumId);
  const remove = useDeletePhoto();
  const move = (i: number, by: -1 | 1) => sort.mutate(movedIds(photos, i, by));
  return (
    <ul className="album-grid" data-testid="photo-grid">
      {photos.map((p, i) => (
        <li key={p.id} className="album-tile" data-testid="photo-tile">
          <Picture width={170} height={170} src={p.thumbs.m ?? p.url} alt={t('photoAlt', { n: i + 1 })} />
          <div className="album-tile-actions">
            <button type="button" className="link-btn" aria-label={t('earlier')} disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)} data-testid="photo-earlier">
              <Icon icon={ChevronLeft} />
            </button>
            <ConfirmDelete
              label={t('deleteShort')}
              armedLabel={t('confirmShort')}
              testId="photo-delete"
              disabled={remove.isPending}
              onConfirm={() => remove.mutate(p.id, { onSuccess: () => toast.info(t('deleted')) })}
            />
            <button type="button" className="link-btn" aria-label={t('later')} disabled={i === photos.length - 1 || sort.isPending} onClick={() => move(i, 1)} data-testid="photo-later">
              <Icon icon={ChevronRight} />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
