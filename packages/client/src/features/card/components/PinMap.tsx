import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS } from '@card/contract';
import { Picture } from '../../../components/ui/Picture';

const { zoom, width, height } = LIMITS.card.mapImage;
const WORLD = 256 * 2 ** zoom; // web-mercator pixels around the world at the image's zoom

const toPixel = (lat: number, lng: number) => {
  const s = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * WORLD, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * WORLD };
};
const toLatLng = (x: number, y: number) => ({
  lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI,
  lng: (x / WORLD) * 360 - 180,
});

/**
 * The provider's static map centred on the chosen place, with a pin the owner drags to the exact door. On release
 * the pin's offset from the centre becomes a new point (web-mercator at the image's zoom), and `onMove` looks its
 * address up; the image then re-centres on it. Only shown when a map service is configured.
 */
export function PinMap({ imageUrl, lat, lng, busy, onMove }: { imageUrl: string; lat: number; lng: number; busy: boolean; onMove: (lat: number, lng: number) => void }) {
  const { t } = useTranslation('card');
  const box = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<{ dx: number; dy: number } | null>(null);

  const at = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return { dx: e.clientX - r.left - r.width / 2, dy: e.clientY - r.top - r.height / 2, scale: width / r.width };
  };
  const release = (e: PointerEvent) => {
    if (!offset) return;
    const { dx, dy, scale } = at(e);
    setOffset(null);
    const c = toPixel(lat, lng);
    const p = toLatLng(c.x + dx * scale, c.y + dy * scale);
    onMove(Number(p.lat.toFixed(6)), Number(p.lng.toFixed(6)));
  };

  return (
    <div
      ref={box}
      className="pin-map"
      style={{ aspectRatio: `${width} / ${height}` }}
      data-testid="pin-map"
      onPointerMove={(e) => offset && setOffset(at(e))}
      onPointerUp={release}
      onPointerCancel={() => setOffset(null)}
    >
      <Picture width={width} height={height} eager src={imageUrl} alt={t('map.mapAlt')} draggable={false} />
      <button
        type="button"
        className="pin"
        aria-label={t('map.dragPin')}
        disabled={busy}
        data-testid="pin"
        style={offset ? { transform: `translate(${offset.dx}px, ${offset.dy}px)` } : undefined}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          setOffset({ dx: 0, dy: 0 });
        }}
      />
      <p className="pin-hint">{t('map.dragPinHint')}</p>
    </div>
  );
}
