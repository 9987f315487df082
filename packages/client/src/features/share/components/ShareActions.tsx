import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { vcardPath } from '@card/contract';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { isWeChat } from '../in-app-browser';
import { WeChatHint } from './WeChatHint';

interface Props { phoneIdEcr: string; name: string; summary: string }

/**
 * Save to contacts, QR code, share. Saving is a plain link to the vCard file, so it works without any script;
 * inside WeChat, where downloads are blocked, the same button explains how to open the system browser.
 */
export function ShareActions({ phoneIdEcr, name, summary }: Props) {
  const { t } = useTranslation('share');
  const [hint, setHint] = useState<'download' | 'share' | null>(null);
  const inWeChat = isWeChat();

  async function share() {
    if (inWeChat) return setHint('share');
    const url = window.location.href.split('#')[0];
    const title = t('share.title', { name });
    try {
      if (navigator.share) return await navigator.share({ title, text: summary, url });
      await navigator.clipboard.writeText(url);
      toast.info(t('share.copied'));
    } catch (err) {
      // Closing the system share sheet is not an error worth a message.
      if ((err as Error).name !== 'AbortError') toast.info(t('share.copyManually', { url }));
    }
  }

  return (
    <div className="share-actions" data-testid="share-actions">
      {inWeChat ? (
        <button type="button" className="share-btn" onClick={() => setHint('download')} data-testid="save-contact">
          <span aria-hidden>☎</span>{t('actions.saveContact')}
        </button>
      ) : (
        <a className="share-btn" href={vcardPath(phoneIdEcr)} download={`${name}.vcf`} data-testid="save-contact">
          <span aria-hidden>☎</span>{t('actions.saveContact')}
        </a>
      )}
      <Link className="share-btn" to={`${paths.qrCode}?phoneIdEcr=${encodeURIComponent(phoneIdEcr)}`} data-testid="open-qr">
        <span aria-hidden>▦</span>{t('actions.qrCode')}
      </Link>
      <button type="button" className="share-btn" onClick={() => void share()} data-testid="share">
        <span aria-hidden>↗</span>{t('actions.share')}
      </button>
      {hint && <WeChatHint kind={hint} onClose={() => setHint(null)} />}
    </div>
  );
}
