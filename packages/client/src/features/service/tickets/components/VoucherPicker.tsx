import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';
import { useUploadVoucher } from '../api';
import { X } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { Picture } from '../../../../components/ui/Picture';

const MAX = LIMITS.service.ticketVouchersMax;

/**
 * Proof pictures (vouchers): pick several at once, each uploaded as soon as picked (a thumbnail when it is up),
 * removable; at most nine. An upload the server refuses shows its catalogue message (shared toast) and the rest go on.
 */
export function VoucherPicker({ vouchers, onChange }: { vouchers: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('serviceTickets');
  const upload = useUploadVoucher();
  const [busy, setBusy] = useState(0);

  async function add(files: FileList | null) {
    if (!files?.length) return;
    let all = vouchers;
    const take = [...files].slice(0, MAX - vouchers.length);
    setBusy(take.length);
    for (const file of take) {
      try {
        all = [...all, (await upload.mutateAsync(file)).url];
        onChange(all);
      } catch {
        // shown by the shared error toast
      } finally {
        setBusy((n) => n - 1);
      }
    }
  }

  return (
    <div className="tk-vouchers">
      <p className="tk-hint muted">{t('vouchers.count', { count: vouchers.length, max: MAX })}</p>
      <ul className="tk-thumbs" data-testid="voucher-thumbs">
        {vouchers.map((url, i) => (
          <li key={url} className="tk-thumb">
            <Picture width={111} height={111} src={url} alt={t('vouchers.alt', { n: i + 1 })} />
            <button
              type="button"
              className="tk-thumb-remove"
              aria-label={t('vouchers.remove', { n: i + 1 })}
              data-testid="voucher-remove"
              onClick={() => onChange(vouchers.filter((v) => v !== url))}
            >
              <Icon icon={X} size="sm" />
            </button>
          </li>
        ))}
        {Array.from({ length: busy }, (_, i) => (
          <li key={`busy-${i}`} className="tk-thumb tk-thumb-busy" aria-label={t('vouchers.uploading')}>
            …
          </li>
        ))}
        {vouchers.length + busy < MAX && (
          <li className="tk-thumb tk-thumb-add">
            <label data-testid="voucher-add">
              <span aria-hidden="true">＋</span>
              <span className="tk-thumb-add-text">{t('vouchers.add')}</span>
              <input
                type="file"
                accept="image/*"
                multiple
                hidden
                data-testid="voucher-input"
                onChange={(e) => {
                  void add(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
