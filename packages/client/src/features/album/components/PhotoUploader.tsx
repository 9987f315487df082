import { useEffect, useRef, useState } from 'react';
import { errorText, LIMITS } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { tooLargeToSend } from '../../../lib/image-fit';
import { toast } from '../../../lib/toast';
import { useAlbumPhotos, useUploadPhoto } from '../api';
import '../album.css';
import { Picture } from '../../../components/ui/Picture';

type State = 'waiting' | 'uploading' | 'done' | 'failed';
interface Item {
  key: number;
  name: string;
  preview: string;
  state: State;
  message: string;
}

let nextKey = 0;

/**
 * Pick several photos at once; each uploads as soon as it is picked, one request per photo (the route takes one
 * file), with its own state under its thumbnail. Type and size are checked first as the server checks them (the
 * server still decides by the bytes); a pick past the album's room uploads what fits and says how many were left.
 */
export function PhotoUploader({ albumId }: { albumId: string }) {
  const { t } = useTranslation('album');
  const upload = useUploadPhoto(albumId);
  const photos = useAlbumPhotos(albumId);
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [notice, setNotice] = useState('');
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const busy = items.some((i) => i.state === 'waiting' || i.state === 'uploading');
  const stored = photos.data?.photos.length ?? 0;
  const sending = items.filter((i) => i.state === 'waiting' || i.state === 'uploading').length;
  const room = Math.max(0, LIMITS.album.photosPerAlbum - stored - sending);
  const set = (key: number, patch: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const refusal = (f: File) => {
    if (!(LIMITS.upload.imageTypes as readonly string[]).includes(f.type)) return errorText('UPLOAD_TYPE_ERROR', currentLang());
    // A photo over the limit is made to fit before it is sent (lib/image-fit.ts); only a GIF that big is refused.
    if (tooLargeToSend(f, LIMITS.upload.imageMaxBytes)) return errorText('UPLOAD_TOO_LARGE', currentLang());
    return '';
  };

  async function pick(list: File[]) {
    if (!list.length) return;
    const fitting = list.slice(0, room);
    setNotice(list.length > fitting.length ? t('overLimit', { max: LIMITS.album.photosPerAlbum, count: list.length - fitting.length }) : '');
    const batch = fitting.map((file) => {
      const message = refusal(file);
      // No preview of a file that is not an image: the browser would show a broken-image icon.
      const preview = message === errorText('UPLOAD_TYPE_ERROR', currentLang()) ? '' : URL.createObjectURL(file);
      if (preview) previews.current.push(preview);
      return { file, item: { key: nextKey++, name: file.name, preview, state: (message ? 'failed' : 'waiting') as State, message } };
    });
    setItems((all) => [...all.filter((i) => i.state !== 'done'), ...batch.map((b) => b.item)]);
    let done = 0;
    for (const { file, item } of batch) {
      if (item.state === 'failed') continue;
      set(item.key, { state: 'uploading' });
      try {
        await upload.mutateAsync(file);
        set(item.key, { state: 'done' });
        done++;
      } catch (err) {
        set(item.key, { state: 'failed', message: err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : t('uploadFailed') });
      }
    }
    if (done) toast.info(t('uploadedCount', { count: done }));
  }

  const finished = items.filter((i) => i.state === 'done' || i.state === 'failed').length;
  return (
    <div className="field album-uploader">
      <input
        ref={input}
        className="album-file-input"
        type="file"
        multiple
        aria-label={t('pickMany')}
        accept={LIMITS.upload.imageTypes.join(',')}
        data-testid="photo-input"
        onChange={(e) => {
          void pick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button type="button" data-testid="photo-pick" disabled={busy || room === 0} onClick={() => input.current?.click()}>
        {busy ? t('uploading') : t('pickMany')}
      </Button>
      {items.length > 0 && (
        <>
          <progress className="album-progress" max={items.length} value={finished} aria-label={t('progressLabel')} data-testid="upload-progress" />
          <p className="album-hint" role="status" data-testid="upload-summary">
            {t('progress', { done: finished, total: items.length })}
          </p>
          <ul className="upload-list" data-testid="upload-list">
            {items.map((i) => (
              <li key={i.key} className={`upload-item upload-${i.state}`} data-testid="upload-item" data-state={i.state}>
                {i.preview && <Picture width={110} height={110} src={i.preview} alt={i.name} />}
                <span className="upload-state">{t(`state.${i.state}`)}</span>
                {i.state === 'failed' && <span className="upload-msg">{i.message}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {notice && (
        <p className="field-msg" data-testid="photo-error">
          {notice}
        </p>
      )}
      <p className="album-hint">{t('uploadHintMany', { mb: LIMITS.upload.imageMaxBytes / 1024 / 1024, room })}</p>
    </div>
  );
}
