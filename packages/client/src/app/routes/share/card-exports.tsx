import { useState } from 'react';
import { ChevronDown, Mail, MonitorPlay, Wallet } from 'lucide-react';
import { cardBackgroundPath, cardWalletPassPath } from '@card/contract';
import { Loading, Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { copySignature, downloadBackground, useCardExports } from '../../../features/share/api-exports';
import { inWeChat } from '../../../features/share/wechat';
import '../../../features/share/share.css';
import { Picture } from '../../../components/ui/Picture';

const MAIL_CLIENTS = ['outlook', 'gmail', 'apple', 'qq'] as const;

/**
 * 导出名片 (issue 34): the owner's card as an email signature (previewed in a sandboxed frame: it is mail HTML, not
 * the app's), as a video-call background and, when the operator set up passes, as an Apple Wallet pass.
 */
export default function CardExportsRoute() {
  const { t } = useTranslation(['shareExports', 'common']);
  const exports = useCardExports();
  const d = exports.data;
  const wechat = inWeChat();
  const [copying, setCopying] = useState(false);
  const [saving, setSaving] = useState(false);

  const copy = async () => {
    if (!d) return;
    setCopying(true);
    const ok = await copySignature(d.signatureHtml, d.signatureText);
    setCopying(false);
    if (ok) toast.info(t('signature.copied'));
    else toast.error(t('signature.copyFailed'));
  };
  const save = async () => {
    setSaving(true);
    const ok = await downloadBackground(t('background.fileName'));
    setSaving(false);
    if (!ok) toast.error(t('background.failed'));
  };

  return (
    <Page title={t('titles.exports')}>
      {!d ? (
        exports.isError ? (
          <p className="muted" data-testid="exports-error">
            {t('failed')}
          </p>
        ) : (
          <Loading />
        )
      ) : (
        <div className="exports">
          <section className="export-block" data-testid="export-signature">
            <h2 className="section-title">
              <Mail size={18} aria-hidden /> {t('signature.title')}
            </h2>
            <p className="muted">{t('signature.intro')}</p>
            <iframe
              className="signature-frame"
              title={t('signature.preview')}
              sandbox=""
              data-testid="signature-preview"
              srcDoc={`<!doctype html><meta charset="utf-8"><body style="margin:8px;background:#fff">${d.signatureHtml}</body>`}
            />
            <Button onClick={copy} disabled={copying} data-testid="copy-signature">
              {t('signature.copy')}
            </Button>
            <details className="export-help" data-testid="signature-help">
              <summary>
                {t('signature.howTo')} <ChevronDown size={16} aria-hidden />
              </summary>
              <ul>
                {MAIL_CLIENTS.map((c) => (
                  <li key={c}>
                    <strong>{t(`signature.clients.${c}.name`)}</strong> {t(`signature.clients.${c}.steps`)}
                  </li>
                ))}
              </ul>
            </details>
          </section>

          <section className="export-block" data-testid="export-background">
            <h2 className="section-title">
              <MonitorPlay size={18} aria-hidden /> {t('background.title')}
            </h2>
            <p className="muted">{t('background.intro')}</p>
            <Picture className="background-preview" src={cardBackgroundPath} width={1920} height={1080} alt={t('background.alt')} data-testid="background-preview" />
            {wechat && (
              <p className="wx-note" data-testid="background-wechat-hint">
                {t('background.longPress')}
              </p>
            )}
            <Button variant="ghost" onClick={save} disabled={saving} data-testid="download-background">
              {t('background.download')}
            </Button>
          </section>

          {d.walletPass && (
            <section className="export-block" data-testid="export-wallet">
              <h2 className="section-title">
                <Wallet size={18} aria-hidden /> {t('wallet.title')}
              </h2>
              <p className="muted">{t('wallet.intro')}</p>
              {/* A plain link: Safari hands a .pkpass it navigates to straight to Wallet. */}
              <a className="btn btn-ghost" href={cardWalletPassPath} data-testid="add-to-wallet">
                {t('wallet.add')}
              </a>
            </section>
          )}
        </div>
      )}
    </Page>
  );
}
