import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

/**
 * Whether a step back stays inside the app. React Router keeps its own index of the history entry in
 * `history.state.idx` (0 for the entry the app was opened on, +1 per push, kept on replace and on reload), so
 * idx 0 means the entry before is not ours: a shared link, a QR scan or a chat menu opened this page, and the
 * browser's back would leave the app (often to about:blank in an in-app browser).
 */
export function hasInAppHistory(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * "Back" that never leaves the app: one step back when the app has history, else to `fallback` (the management
 * centre by default, or the card being viewed), replacing the current entry so back does not return here.
 */
export function useBack(fallback: string = paths.home) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
