import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { errorText, LIMITS } from '@card/contract';
import { Sheet } from '../../../components/ui/Sheet';
import { Button } from '../../../components/ui/Button';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

const VIEW = 260;
const OUT = 512;

/**
 * The circle avatar picker (issue 32): a styled button instead of the browser's "Choose File / No file chosen", then
 * a square crop sheet (drag to place, slider to zoom) whose result is drawn to a 512 px square and handed over as a
 * JPEG file. The type is checked before anything is shown (the catalogue's message); the server checks the bytes.
 */
export function AvatarCropPicker({ url, busy, error, onCropped, testId }: { url: string; busy: boolean; error?: string; onCropped: (file: File) => void; testId: string }) {
  const { t } = useTranslation('circle');
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pos, setPos] = useState({ x: 0, y: 0 });
  const [problem, setProblem] = useState('');
  const drag = useRef<{ x: number; y: number; px: number; py: number } | null>(null);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  const pick = (file: File | undefined) => {
    setProblem('');
    if (!file) return;
    if (!(LIMITS.upload.imageTypes as readonly string[]).includes(file.type)) {
      setProblem(errorText('UPLOAD_TYPE_ERROR', currentLang()));
      return;
    }
    const u = URL.createObjectURL(file);
    const i = new Image();
    i.onload = () => {
      setImg(i);
      setZoom(1);
      setPos({ x: 0, y: 0 });
    };
    i.onerror = () => setProblem(errorText('UPLOAD_TYPE_ERROR', currentLang()));
    i.src = u;
    setSrc(u);
  };
  // The image covers the square at zoom 1 (its short side fills it); `pos` moves it, kept so no gap shows.
  const base = img ? VIEW / Math.min(img.naturalWidth, img.naturalHeight) : 1;
  const w = img ? img.naturalWidth * base * zoom : VIEW;
  const h = img ? img.naturalHeight * base * zoom : VIEW;
  const clamp = (p: { x: number; y: number }) => ({ x: Math.min(0, Math.max(VIEW - w, p.x)), y: Math.min(0, Math.max(VIEW - h, p.y)) });
  const at = clamp(img && pos.x === 0 && pos.y === 0 && !drag.current ? { x: (VIEW - w) / 2, y: (VIEW - h) / 2 } : pos);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, px: at.x, py: at.y };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setPos(clamp({ x: d.px + e.clientX - d.x, y: d.py + e.clientY - d.y }));
  };
  const up = () => {
    drag.current = null;
  };
  const close = () => {
    setImg(null);
    setSrc(null);
  };

  const use = () => {
    if (!img) return;
    const canvas = document.createElement('canvas');
    canvas.width = OUT;
    canvas.height = OUT;
    const scale = base * zoom;
    canvas.getContext('2d')!.drawImage(img, -at.x / scale, -at.y / scale, VIEW / scale, VIEW / scale, 0, 0, OUT, OUT);
    canvas.toBlob(
      (blob) => {
        if (blob) onCropped(new File([blob], 'circle-avatar.jpg', { type: 'image/jpeg' }));
        close();
      },
      'image/jpeg',
      0.9,
    );
  };

  const message = problem || error;
  return (
    <div className={`field${message ? ' field-error' : ''}`}>
      <span className="field-label">{t('create.avatar')}</span>
      <div className="cc-avatar-pick">
        {url ? (
          <Picture width={72} height={72} className="cc-avatar" src={url} alt="" data-testid="avatar-preview" />
        ) : (
          <span className="cc-avatar cc-avatar-empty" aria-hidden="true">
            +
          </span>
        )}
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => input.current?.click()} data-testid={testId}>
          {busy ? t('create.uploading') : url ? t('create.changeAvatar') : t('create.pickAvatar')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={LIMITS.upload.imageTypes.join(',')}
          data-testid={`${testId}-input`}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <p className="muted">{t('create.avatarHint')}</p>
      {message && (
        <p className="field-msg" role="alert" data-testid="avatar-error">
          {message}
        </p>
      )}
      <Sheet open={!!img} title={t('create.cropTitle')} onClose={close} testId="avatar-crop">
        <div className="cc-crop" style={{ width: VIEW, height: VIEW }} onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up}>
          {src && <Picture width={w} height={h} eager src={src} alt="" draggable={false} style={{ width: w, height: h, transform: `translate(${at.x}px, ${at.y}px)` }} />}
        </div>
        <label className="cc-zoom">
          {t('create.zoom')}
          <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} data-testid="crop-zoom" />
        </label>
        <Button type="button" onClick={use} data-testid="crop-use">
          {t('create.cropUse')}
        </Button>
      </Sheet>
    </div>
  );
}
