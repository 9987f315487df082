import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import '../share.css';
import { ArrowUpRight } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

/**
 * The "open in browser" guide shown where WeChat blocks a download: an arrow to WeChat's ··· menu at the top right
 * and what to choose there. Same look as the server-rendered card page's hint (.wx-hint in share.css). Tapping
 * anywhere outside the text, or the button, closes it.
 */
export function OpenInBrowserHint({ title, body, onClose }: { title: string; body: string; onClose: () => void }) {
  const { t } = useTranslation('share');
  const titleId = useId();
  // Focus goes to the button when the guide opens. Not `autoFocus`: React emulates it on mount, Preact (decision
  // 0014) only sets the attribute, which a browser honours once per page load.
  const gotIt = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    gotIt.current?.focus();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap anywhere closes the hint; keyboard users have its close button
    <div
      className="wx-hint"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="wechat-hint"
      data-kind="download"
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('.wx-hint-body')) onClose();
      }}
    >
      <div className="wx-hint-arrow" aria-hidden="true">
        <Icon icon={ArrowUpRight} size="xl" />
      </div>
      <div className="wx-hint-body">
        <h3 id={titleId}>{title}</h3>
        <p>{body}</p>
        <button type="button" className="btn btn-ghost" onClick={onClose} ref={gotIt}>
          {t('download.gotIt')}
        </button>
      </div>
    </div>
  );
}
