import { useRef, useState } from 'react';
import { LIMITS, type TPicture } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import {
  useAddPictureLabel,
  useDeletePictureLabel,
  useDeletePictures,
  useMovePictures,
  usePictureLabels,
  usePictures,
  useUploadPictures,
  type PictureUploadFailure,
} from '../../../../features/content/api-library';
import { LibraryLabelChips, LibraryPictureGrid } from '../../../../features/content/components/LibraryPictureGrid';
import { LibraryUploadFailures, pickedPictures } from '../../../../features/content/components/LibraryUploadResult';
import '../../../../features/content/content-library.css';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** The picture library (/picture/library): upload, labels, move pictures between labels, delete. */
export default function PicturesRoute() {
  const { t } = useTranslation('contentLibrary');
  const [labelId, setLabelId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [armed, setArmed] = useState(false);
  const labels = usePictureLabels();
  const pictures = usePictures(labelId);
  const upload = useUploadPictures();
  const [failed, setFailed] = useState<PictureUploadFailure[]>([]);
  const addLabel = useAddPictureLabel();
  const delLabel = useDeletePictureLabel();
  const move = useMovePictures();
  const remove = useDeletePictures();
  const input = useRef<HTMLInputElement>(null);

  const toggle = (p: TPicture) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(p.id)) n.delete(p.id);
      else n.add(p.id);
      return n;
    });
  const ids = [...selected];
  const done = (msg: string) => () => {
    setSelected(new Set());
    setArmed(false);
    toast.info(msg);
  };

  return (
    <Page title={t('titles.pictures')}>
      <input
        ref={input}
        className="lib-file-input"
        type="file"
        multiple
        accept={LIMITS.upload.imageTypes.join(',')}
        aria-label={t('upload')}
        data-testid="picture-input"
        onChange={(e) => {
          const files = pickedPictures(e.target.files, t);
          e.target.value = '';
          if (!files.length) return;
          setFailed([]);
          upload.mutate(
            { files, labelId: labelId || undefined },
            {
              onSuccess: (r) => {
                setFailed(r.failed);
                if (r.stored.length) toast.info(t('multi.uploaded', { count: r.stored.length }));
              },
            },
          );
        }}
      />
      <Button type="button" disabled={upload.isPending} onClick={() => input.current?.click()} data-testid="picture-upload">
        {upload.isPending ? t('uploading') : t('upload')}
      </Button>
      <LibraryUploadFailures failed={failed} />
      <p className="muted">{t('quotaHint')}</p>
      <LibraryLabelChips
        labels={labels.data ?? []}
        value={labelId}
        onChange={(id) => {
          setLabelId(id);
          setSelected(new Set());
        }}
      />
      <form
        className="lib-row"
        onSubmit={(e) => {
          e.preventDefault();
          addLabel.mutate(name, {
            onSuccess: () => {
              setName('');
              toast.info(t('labelAdded'));
            },
          });
        }}
      >
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('newLabel')}
          aria-label={t('newLabel')}
          maxLength={LIMITS.content.labelNameMax + 5}
          data-testid="label-name"
        />
        <Button type="submit" variant="ghost" disabled={addLabel.isPending || !name.trim()} data-testid="label-add">
          {t('addLabel')}
        </Button>
      </form>
      {labelId && (
        <Button
          type="button"
          variant="ghost"
          disabled={delLabel.isPending}
          data-testid="label-delete"
          onClick={() =>
            delLabel.mutate(labelId, {
              onSuccess: () => {
                setLabelId('');
                toast.info(t('deleted'));
              },
            })
          }
        >
          {t('deleteLabel')}
        </Button>
      )}
      {ids.length > 0 && (
        <div className="lib-row" data-testid="selection-bar">
          <span>{t('selected', { count: ids.length })}</span>
          <OptionSheet
            compact
            label={t('moveTo')}
            value={target}
            onChange={setTarget}
            testId="move-target"
            options={[{ value: '', label: t('noLabel') }, ...(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))]}
          />
          <Button type="button" variant="ghost" disabled={move.isPending} data-testid="move-apply" onClick={() => move.mutate({ ids, labelId: target }, { onSuccess: done(t('moved')) })}>
            {t('move')}
          </Button>
          <Button
            type="button"
            variant="danger"
            disabled={remove.isPending}
            data-testid="picture-delete"
            onClick={() => (armed ? remove.mutate(ids, { onSuccess: done(t('deleted')) }) : setArmed(true))}
          >
            {armed ? t('confirmDelete') : t('delete')}
          </Button>
        </div>
      )}
      {rowsOf(pictures.data).length ? (
        <LibraryPictureGrid pictures={rowsOf(pictures.data)} selected={selected} onToggle={toggle} />
      ) : (
        !pictures.isLoading && <EmptyState icon={Inbox} title={t('noPictures')} hint={t('noPicturesHint')} testId="pictures-empty" />
      )}
      <LoadMore hasMore={!!pictures.hasNextPage} loading={pictures.isFetchingNextPage} onMore={() => void pictures.fetchNextPage()} />
    </Page>
  );
}
