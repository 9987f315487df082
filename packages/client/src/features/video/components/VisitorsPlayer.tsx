import { useEffect, useRef, useState } from 'react';
import type { TShowVideo } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

type Phase = 'playing' | 'ad' | 'epilogue' | 'done';

/**
 * The phone player of one video: the transcoded MP4 inline (playsinline: the messaging app's browser would otherwise
 * go full screen by itself), the platform watermark over it when on, and when it ends the owner's ad card, then the
 * epilogue, then a replay button. A vertical swipe asks for the previous or next video.
 */
export function VisitorsPlayer({ video, onSwipe }: { video: TShowVideo; onSwipe: (direction: 'prev' | 'next') => void }) {
  const { t } = useTranslation('videoVisitors');
  const ref = useRef<HTMLVideoElement>(null);
  const startY = useRef<number | null>(null);
  const [phase, setPhase] = useState<Phase>('playing');
  // biome-ignore lint/correctness/useExhaustiveDependencies: another video starts playing from the start
  useEffect(() => setPhase('playing'), [video.id]);

  const afterAd = () => setPhase(video.epilogue ? 'epilogue' : 'done');
  const ended = () => setPhase(video.ad ? 'ad' : video.epilogue ? 'epilogue' : 'done');
  const replay = () => {
    setPhase('playing');
    const el = ref.current;
    if (el) {
      el.currentTime = 0;
      void el.play().catch(() => undefined);
    }
  };
  // The epilogue shows for its own seconds, then the replay button.
  useEffect(() => {
    if (phase !== 'epilogue' || !video.epilogue) return;
    const timer = setTimeout(() => setPhase('done'), video.epilogue.seconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, video.epilogue]);

  return (
    <div
      className="vv-stage"
      data-testid="vv-stage"
      onTouchStart={(e) => {
        startY.current = e.touches[0]?.clientY ?? null;
      }}
      onTouchEnd={(e) => {
        const from = startY.current;
        const to = e.changedTouches[0]?.clientY;
        startY.current = null;
        if (from === null || to === undefined || Math.abs(to - from) < 60) return;
        onSwipe(to < from ? 'next' : 'prev');
      }}
    >
      <video ref={ref} className="vv-video" data-testid="vv-video" src={video.videoUrl} poster={video.coverUrl} playsInline controls preload="metadata" onEnded={ended} />
      {video.watermark && (
        <span className="vv-watermark" data-testid="vv-watermark" aria-hidden="true">
          {t('player.watermark')}
        </span>
      )}
      {phase === 'ad' && video.ad && (
        <div className="vv-overlay" data-testid="vv-ad">
          <a className="vv-ad" href={video.ad.linkUrl || undefined} target="_self" rel="noopener">
            <Picture width={347} height={195} src={video.ad.imageUrl} alt="" />
            <strong>{video.ad.title}</strong>
          </a>
          <button type="button" className="btn btn-ghost vv-light" onClick={afterAd} data-testid="vv-ad-skip">
            {t('player.continue')}
          </button>
        </div>
      )}
      {phase === 'epilogue' && video.epilogue && (
        <div className="vv-overlay" data-testid="vv-epilogue">
          <Picture width={347} height={195} className="vv-epilogue-img" src={video.epilogue.imageUrl} alt="" />
          {video.epilogue.text && <p>{video.epilogue.text}</p>}
        </div>
      )}
      {phase === 'done' && (
        <div className="vv-overlay">
          <button type="button" className="btn vv-replay" onClick={replay} data-testid="vv-replay">
            {t('player.replay')}
          </button>
        </div>
      )}
    </div>
  );
}
