import { useTranslation } from '../../../lib/i18n';

/**
 * The owner's preview of a video: the browser's own controls, inline on phones (no forced full screen on iOS), with
 * the platform watermark drawn over the picture while the video keeps it (removed with premium).
 */
export function LibraryPlayer({ src, poster, watermark }: { src: string; poster: string; watermark: boolean }) {
  const { t } = useTranslation('videoLibrary');
  return (
    <div className="vl-player">
      <video className="vl-player-video" src={src} poster={poster} controls playsInline preload="metadata" data-testid="vl-player" />
      {watermark && (
        <span className="vl-watermark" data-testid="vl-watermark" aria-hidden="true">
          {t('preview.watermark')}
        </span>
      )}
    </div>
  );
}
