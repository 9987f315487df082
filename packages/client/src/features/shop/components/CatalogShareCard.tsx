import type { TShopShareLink } from '@card/contract';
import { toast } from '../../../lib/toast';
import { Picture } from '../../../components/ui/Picture';

interface Props {
  share: TShopShareLink;
  copyLabel: string;
  copiedText: string;
  qrAlt: string;
}

/** A share link to send (read-only, with a copy button), its share text and its QR code to scan. */
export function CatalogShareCard({ share, copyLabel, copiedText, qrAlt }: Props) {
  const copy = async () => {
    // The clipboard API needs a secure context; the selected field lets the user copy by hand where it is missing.
    try {
      await navigator.clipboard.writeText(`${share.title} ${share.link}`);
      toast.info(copiedText);
    } catch {
      (document.querySelector('[data-testid=share-link]') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="sc-share">
      <p className="sc-share-title" data-testid="share-title">
        {share.title}
      </p>
      <div className="sc-share-link">
        <input readOnly value={share.link} aria-label={copyLabel} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-ghost" data-testid="share-copy" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      <Picture className="sc-qr" src={share.qrDataUrl} alt={qrAlt} width={160} height={160} data-testid="share-qr" />
    </div>
  );
}
