import { Link } from 'react-router';
import type { TMicroVideo } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

/** "1:05" from milliseconds: what a phone's video list shows on a cover. */
export const durationText = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** One of the owner's videos in the library grid: cover, duration, title and its marks (pinned, hidden, draft). */
export function LibraryVideoTile({ v, to }: { v: TMicroVideo; to: string }) {
  const { t } = useTranslation('videoLibrary');
  return (
    <li className="vl-tile" data-testid="vl-video" data-video-id={v.id}>
      <Link to={to} className="vl-tile-link" aria-label={t('home.open', { title: v.title })}>
        <span className="vl-cover-wrap">
          <Picture width={170} height={227} className="vl-cover" src={v.coverUrl} alt="" />
          <span className="vl-duration">{durationText(v.durationMs)}</span>
        </span>
        <span className="vl-tile-title">{v.title}</span>
        <span className="vl-marks">
          {v.top && (
            <span className="vl-mark vl-mark-top" data-testid="vl-mark-top">
              {t('marks.top')}
            </span>
          )}
          {v.hidden && (
            <span className="vl-mark" data-testid="vl-mark-hidden">
              {t('marks.hidden')}
            </span>
          )}
          {v.state === 'draft' && <span className="vl-mark">{t('marks.draft')}</span>}
        </span>
      </Link>
    </li>
  );
}

/** A one-line row of a video (manage, sort and draft lists): small cover and title. */
export function LibraryVideoRow({ v }: { v: TMicroVideo }) {
  return (
    <span className="vl-row">
      <Picture width={40} height={52} className="vl-row-cover" src={v.coverUrl} alt="" />
      <span className="vl-tile-title">{v.title}</span>
    </span>
  );
}
