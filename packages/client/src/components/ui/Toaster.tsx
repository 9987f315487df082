import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { toast, type ToastMessage } from '../../lib/toast';
import './feedback.css';
import { X } from 'lucide-react';
import { Icon } from './Icon';

/**
 * How long before a screen change a confirmation may have been shown and still belong to it: "已保存" is shown
 * and the screen goes back in the same tap, so it travels with that navigation. Errors never travel: they are
 * about the screen the user just left ("账号不存在或密码错误" over the home screen after a later successful login).
 */
const CARRY_MS = 1500;
const SHOW_MS = 3000;

/**
 * Shows the newest toast for three seconds under the top bar. It lets taps through to what is underneath (only
 * its close button catches them) and is cleared when the screen changes.
 */
export function Toaster() {
  const { t } = useTranslation();
  const location = useLocation();
  const [msg, setMsg] = useState<(ToastMessage & { at: number }) | null>(null);
  useEffect(() => toast.subscribe((m) => setMsg({ ...m, at: Date.now() })), []);
  useEffect(() => {
    if (!msg) return;
    const timer = setTimeout(() => setMsg(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [msg]);
  const firstLocation = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (`location.key`) to drop a toast of the previous screen
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    setMsg((m) => (m && m.kind === 'info' && Date.now() - m.at < CARRY_MS ? m : null));
  }, [location.key]);
  if (!msg) return null;
  return (
    <div className={`toast toast-${msg.kind}`} role={msg.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
      <span className="toast-text">{msg.text}</span>
      <button type="button" className="toast-close" aria-label={t('close')} onClick={() => setMsg(null)} data-testid="toast-close">
        <Icon icon={X} size="sm" />
      </button>
    </div>
  );
}
