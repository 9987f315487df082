import { useTranslation } from 'react-i18next';

/**
 * A full-screen hint pointing at WeChat's ··· menu (top right): the only way out of its in-app browser for a
 * download, and its own way to share a page.
 */
export function WeChatHint({ kind, onClose }: { kind: 'download' | 'share'; onClose: () => void }) {
  const { t } = useTranslation('share');
  return (
    <div className="wx-hint" role="dialog" aria-modal="true" data-testid="wechat-hint" data-kind={kind} onClick={onClose}>
      <div className="wx-hint-arrow" aria-hidden>↗</div>
      <div className="wx-hint-body">
        <h3>{t(`wechat.${kind}Title`)}</h3>
        <p>{t(`wechat.${kind}Body`)}</p>
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t('wechat.gotIt')}</button>
      </div>
    </div>
  );
}
