import { LIMITS } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { PictureUploadFailure } from '../api-library';

/**
 * The files picked for one library upload, cut to what LIMITS allows: picking more says so (nothing is dropped
 * silently) and sends none, so the user picks again knowing the number.
 */
export function pickedPictures(list: FileList | null, t: (k: string, o?: Record<string, unknown>) => string): File[] {
  const files = [...(list ?? [])];
  const max = LIMITS.content.pictureUploadFilesMax;
  if (files.length > max) {
    toast.error(t('multi.tooMany', { max, count: files.length }));
    return [];
  }
  return files;
}

/** Which picked files the server refused and why, beside the upload button; the stored ones are already in the grid. */
export function LibraryUploadFailures({ failed }: { failed: PictureUploadFailure[] }) {
  const { t } = useTranslation('contentLibrary');
  if (!failed.length) return null;
  return (
    <div className="field-msg" role="alert" data-testid="upload-failures">
      <p>{t('multi.failed', { count: failed.length })}</p>
      <ul className="lib-failures">
        {failed.map((f, i) => (
          <li key={i}>
            <strong>{f.name}</strong>：{f.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
