import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS, type TAlbumSummary } from '@card/contract';
import { toast } from '../../../lib/toast';
import { useDeleteAlbum, useUpdateAlbum } from '../api';
import { AlbumForm } from './AlbumForm';
import { ConfirmDelete } from './ConfirmDelete';
import { OpenSwitch } from './OpenSwitch';
import '../album.css';
import { RowChevron } from '../../../components/ui/Icon';
import { Picture } from '../../../components/ui/Picture';

/** One album in the owner's list: cover, name and count (opening the photos), the switch, rename, move, delete. */
export function AlbumRow({ album, to, first, last, moving, onMove }: { album: TAlbumSummary; to: string; first: boolean; last: boolean; moving: boolean; onMove: (by: -1 | 1) => void }) {
  const { t } = useTranslation(['album', 'common']);
  const update = useUpdateAlbum();
  const remove = useDeleteAlbum();
  const [renaming, setRenaming] = useState(false);

  if (renaming) {
    return (
      <li className="album-row" data-testid="album-row">
        <AlbumForm
          initial={{ name: album.name, isOpen: album.isOpen }}
          withSwitch={false}
          submitLabel={t('common:save')}
          busy={update.isPending}
          testId="rename-form"
          onCancel={() => setRenaming(false)}
          onSubmit={async (v) => {
            await update.mutateAsync({ id: album.id, name: v.name, isOpen: album.isOpen });
            setRenaming(false);
            toast.info(t('saved'));
          }}
        />
      </li>
    );
  }
  return (
    <li className="album-row" data-testid="album-row">
      <Link className="album-row-main" to={to} data-testid="album-open">
        {album.coverUrl ? (
          <Picture width={50} height={50} className="album-cover" src={album.coverUrl} alt="" />
        ) : (
          <span className="album-cover album-cover-empty" aria-hidden="true">
            {t('noPhotoShort')}
          </span>
        )}
        <span className="album-row-text">
          <span className="album-row-name" data-testid="album-name">
            {album.name}
          </span>
          <span className="muted album-row-count">{t('photoCount', { count: album.photoCount, max: LIMITS.album.photosPerAlbum })}</span>
        </span>
        <RowChevron className="album-chevron" />
      </Link>
      <OpenSwitch
        compact
        checked={album.isOpen}
        disabled={update.isPending}
        testId="album-switch"
        onChange={(isOpen) => update.mutate({ id: album.id, name: album.name, isOpen }, { onSuccess: () => toast.info(isOpen ? t('open.nowOn') : t('open.nowOff')) })}
      />
      <div className="album-actions">
        <button type="button" className="link-btn" onClick={() => setRenaming(true)} data-testid="album-rename">
          {t('rename')}
        </button>
        <button type="button" className="link-btn" disabled={first || moving} onClick={() => onMove(-1)} data-testid="album-up">
          {t('up')}
        </button>
        <button type="button" className="link-btn" disabled={last || moving} onClick={() => onMove(1)} data-testid="album-down">
          {t('down')}
        </button>
        <ConfirmDelete
          label={t('delete')}
          confirmText={t('deleteAlbumWarning', { count: album.photoCount })}
          testId="album-delete"
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(album.id, { onSuccess: () => toast.info(t('deleted')) })}
        />
      </div>
    </li>
  );
}
