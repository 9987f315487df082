import { useEffect, useMemo, useRef } from 'react';
import { cardPreviewPath, ZCardPreviewQuery, type TCardPreviewQuery } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import './card-preview.css';

/** How long typing may pause before the preview asks for the card again. */
const SETTLE_MS = 350;
type Draft = { [K in keyof TCardPreviewQuery]?: string };

/**
 * The card as visitors will see it, while it is being edited (issue 31): the real card page (the server's own render
 * of it, the owner's preview route), not a copy of its look, so themes, backgrounds, music, sections and privacy all
 * show as they will. `draft` holds fields being typed (only values their saving rule accepts are shown; a value the
 * form is about to refuse keeps the saved one); `version` changes after a save elsewhere (theme, background, music) so
 * the page is asked for again. The frame is a picture: the page comes without its own script (only the shell's root
 * font size runs, as on the phone), and the frame takes no taps. Not sandboxed: a sandbox without scripts makes the
 * browser report the shell's script as blocked, and our own page needs none of its protection.
 */
export function LiveCardPreview({ phoneIdEcr, draft = {}, version }: { phoneIdEcr: string; draft?: Draft; version?: string | number }) {
  const { t } = useTranslation('card');
  const query = useMemo(() => {
    const q = new URLSearchParams();
    for (const [key, value] of Object.entries(draft) as [keyof Draft, string | undefined][]) {
      if (value === undefined) continue;
      if (ZCardPreviewQuery.shape[key].safeParse(value).success) q.set(key, value);
    }
    if (version !== undefined) q.set('v', String(version));
    return q.toString();
  }, [draft, version]);
  const url = `${cardPreviewPath(phoneIdEcr)}${query ? `?${query}` : ''}`;
  // The first page is the frame's src; later ones replace it in place: a changed src would add an entry to the
  // app's own history, and the screen's "back" would then step through the previews instead of leaving the screen.
  const frame = useRef<HTMLIFrameElement>(null);
  const firstUrl = useRef(url);
  const shown = useRef(url);
  useEffect(() => {
    if (url === shown.current) return undefined;
    const timer = setTimeout(() => {
      shown.current = url;
      frame.current?.contentWindow?.location.replace(url);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [url]);
  return (
    <figure className="card-live-preview" aria-label={t('preview.label')}>
      <iframe ref={frame} src={firstUrl.current} title={t('preview.label')} tabIndex={-1} loading="eager" data-testid="card-preview" />
      <figcaption className="muted">{t('preview.caption')}</figcaption>
    </figure>
  );
}
