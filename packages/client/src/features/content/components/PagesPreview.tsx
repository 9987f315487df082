import { renderPublishedPage, type PageKind, type TPageContent } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';

/**
 * The draft as visitors will get it: the server's own renderer (contract content-pages.render.ts) in a sandboxed
 * frame (no scripts, forms do not submit), phone-sized.
 */
export function PagesPreview({ kind, title, content, publicId, cardPhoneIdEcr }: { kind: PageKind; title: string; content: TPageContent; publicId: string; cardPhoneIdEcr: string }) {
  const { t, i18n } = useTranslation('contentPages');
  const html = renderPublishedPage({
    page: { kind, title, content },
    publicId,
    origin: window.location.origin,
    lang: i18n.language === 'en' ? 'en' : 'zh-CN',
    cardPath: `/multipage/card/${cardPhoneIdEcr}`,
  });
  return (
    <div className="pages-preview">
      <p className="muted">{t('edit.previewNote')}</p>
      <iframe title={t('edit.tabs.preview')} sandbox="" srcDoc={html} className="pages-frame" data-testid="pages-preview" />
    </div>
  );
}
