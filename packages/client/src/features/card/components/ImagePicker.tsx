import { useRef } from 'react';
import { errorText, LIMITS } from '@card/contract';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { tooLargeToSend } from '../../../lib/image-fit';
import './card-edit.css';

/**
 * Opens the phone's image picker and hands over a file that passes the same type and size limits the server
 * applies; otherwise reports the catalogue message. The server still checks the real bytes.
 */
export function ImagePicker({ label, onFile, onError, disabled, testId }: { label: string; onFile: (f: File) => void; onError: (msg: string) => void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation('card');
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!(LIMITS.upload.imageTypes as readonly string[]).includes(file.type)) onError(errorText('UPLOAD_TYPE_ERROR', currentLang()));
    // A photo over the limit is made to fit before it is sent (lib/image-fit.ts); only a GIF that big is refused.
    else if (tooLargeToSend(file, LIMITS.upload.imageMaxBytes)) onError(errorText('UPLOAD_TOO_LARGE', currentLang()));
    else onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        className="file-input"
        type="file"
        accept={LIMITS.upload.imageTypes.join(',')}
        data-testid={`${testId}-input`}
        aria-label={label}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button type="button" className="btn btn-primary" disabled={disabled} data-testid={testId} onClick={() => input.current?.click()}>
        {label}
      </button>
      <p className="field-count">{t('upload.hint', { mb: LIMITS.upload.imageMaxBytes / 1024 / 1024 })}</p>
    </>
  );
}
