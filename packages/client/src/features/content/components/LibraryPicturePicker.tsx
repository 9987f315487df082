import { useRef, useState } from 'react';
import { LIMITS, type TPicture } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Sheet } from '../../../components/ui/Sheet';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { usePictureLabels, usePictures, useUploadPictures, type PictureUploadFailure } from '../api-library';
import { LibraryUploadFailures, pickedPictures } from './LibraryUploadResult';
import { LibraryLabelChips, LibraryPictureGrid } from './LibraryPictureGrid';
import '../content-library.css';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

export interface PicturePickerProps {
  open: boolean;
  onClose: () => void;
  /** Called with the picked picture's URL (once per picture when `multiple`), then the sheet closes. */
  onPick: (url: string) => void;
  /** Let the user tick several pictures and confirm; otherwise one tap picks. */
  multiple?: boolean;
}

/**
 * The picture library as a bottom sheet: every content module picks its images here (their URLs pass the server's
 * own-images check). Filter by label, tap to pick, or upload a new image into the library, which picks it at once.
 */
export function PicturePicker({ open, onClose, onPick, multiple = false }: PicturePickerProps) {
  const { t } = useTranslation('contentLibrary');
  const [labelId, setLabelId] = useState('');
  const [chosen, setChosen] = useState<TPicture[]>([]);
  const [failed, setFailed] = useState<PictureUploadFailure[]>([]);
  const labels = usePictureLabels();
  const pictures = usePictures(labelId);
  const upload = useUploadPictures();
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    setChosen([]);
    setFailed([]);
    onClose();
  };
  const finish = (urls: string[]) => {
    urls.forEach(onPick);
    close();
  };
  const toggle = (p: TPicture) => {
    if (!multiple) return finish([p.url]);
    setChosen((all) => (all.some((c) => c.id === p.id) ? all.filter((c) => c.id !== p.id) : [...all, p]));
  };
  /** Several new images at once when the caller takes several; with one slot, the one stored picture is picked. */
  const uploadNew = (files: File[]) => {
    if (!files.length) return;
    setFailed([]);
    upload.mutate(
      { files, labelId: labelId || undefined },
      {
        onSuccess: ({ stored, failed: refused }) => {
          setFailed(refused);
          if (multiple) setChosen((all) => [...all, ...stored]);
          else if (stored[0] && !refused.length) finish([stored[0].url]);
        },
      },
    );
  };
  const rows = rowsOf(pictures.data);
  return (
    <Sheet open={open} title={t('picker.title')} onClose={close} testId="picture-picker">
      <LibraryLabelChips labels={labels.data ?? []} value={labelId} onChange={setLabelId} testId="picker-labels" />
      <input
        ref={input}
        className="lib-file-input"
        type="file"
        multiple={multiple}
        accept={LIMITS.upload.imageTypes.join(',')}
        aria-label={t('picker.upload')}
        data-testid="picker-input"
        onChange={(e) => {
          uploadNew(pickedPictures(e.target.files, t));
          e.target.value = '';
        }}
      />
      <Button type="button" variant="ghost" disabled={upload.isPending} onClick={() => input.current?.click()} data-testid="picker-upload">
        {upload.isPending ? t('uploading') : t('picker.upload')}
      </Button>
      <LibraryUploadFailures failed={failed} />
      <div className="lib-picker-body">
        {rows.length ? (
          <LibraryPictureGrid pictures={rows} selected={new Set(chosen.map((c) => c.id))} onToggle={toggle} />
        ) : (
          !pictures.isLoading && <EmptyState icon={Inbox} title={t('noPictures')} hint={t('noPicturesHint')} testId="picker-empty" />
        )}
        <LoadMore hasMore={!!pictures.hasNextPage} loading={pictures.isFetchingNextPage} onMore={() => void pictures.fetchNextPage()} />
      </div>
      {multiple && (
        <Button type="button" disabled={!chosen.length} onClick={() => finish(chosen.map((c) => c.url))} data-testid="picker-done">
          {t('picker.done', { count: chosen.length })}
        </Button>
      )}
    </Sheet>
  );
}
