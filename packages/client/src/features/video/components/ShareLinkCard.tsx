import { toast } from '../../../lib/toast';
import { Picture } from '../../../components/ui/Picture';

interface Props {
  title: string;
  coverUrl: string;
  shareUrl: string;
  qrDataUrl: string;
  copyLabel: string;
  copiedText: string;
  qrAlt: string;
}

/** A shared video's link to send (read-only, with a copy button) and its QR code to scan. */
export function ShareLinkCard({ title, coverUrl, shareUrl, qrDataUrl, copyLabel, copiedText, qrAlt }: Props) {
  const copy = async () => {
    // The clipboard API needs a secure context; the selected field lets the user copy by hand where it is missing.
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.info(copiedText);
    } catch {
      (document.querySelector(`input[value="${CSS.escape(shareUrl)}"]`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="vs-card">
      <div className="vs-row">
        <Picture width={48} height={64} className="vs-cover" src={coverUrl} alt="" />
        <span className="vs-title">{title}</span>
      </div>
      <div className="vs-link">
        <input readOnly value={shareUrl} aria-label={copyLabel} data-testid="vs-link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-ghost" data-testid="vs-copy" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      <Picture className="vs-qr" src={qrDataUrl} alt={qrAlt} width={120} height={120} data-testid="vs-qr" />
    </div>
  );
}
