/**
 * Draws the circle's invite poster on a canvas (issue 32): the circle's cover and name, the inviter's avatar and
 * name, and the join QR, as one PNG the member keeps. A picture is an <img> of the PNG, so WeChat's long-press
 * "save image" works where a download link does not. A cover or avatar that fails to load (or would taint the
 * canvas) is replaced by the name's first character, so the poster is always drawn.
 */
export interface PosterInput {
  circleName: string;
  coverUrl: string | null;
  inviterName: string;
  inviterAvatarUrl: string | null;
  qrDataUrl: string;
  invitesText: string;
  scanText: string;
}

const W = 750;
const H = 1180;

function loadImage(src: string | null): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** Cover-fit `img` into the rounded square at x, y of `size`, or the name's first character on the theme colour. */
function drawSquare(g: CanvasRenderingContext2D, img: HTMLImageElement | null, name: string, x: number, y: number, size: number, radius: number) {
  g.save();
  g.beginPath();
  g.roundRect(x, y, size, size, radius);
  g.clip();
  if (img) {
    const s = Math.min(img.naturalWidth, img.naturalHeight);
    g.drawImage(img, (img.naturalWidth - s) / 2, (img.naturalHeight - s) / 2, s, s, x, y, size, size);
  } else {
    g.fillStyle = '#1f6feb';
    g.fillRect(x, y, size, size);
    g.fillStyle = '#fff';
    g.font = `600 ${Math.round(size * 0.45)}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText([...name][0] ?? '', x + size / 2, y + size / 2);
  }
  g.restore();
}

/** Text cut with an ellipsis to fit `max` pixels (names are short, but a 15-character name in a large font is not). */
function fitted(g: CanvasRenderingContext2D, text: string, max: number): string {
  if (g.measureText(text).width <= max) return text;
  const chars = [...text];
  while (chars.length && g.measureText(`${chars.join('')}…`).width > max) chars.pop();
  return `${chars.join('')}…`;
}

export async function drawInvitePoster(p: PosterInput): Promise<string> {
  const [cover, avatar, qr] = await Promise.all([loadImage(p.coverUrl), loadImage(p.inviterAvatarUrl), loadImage(p.qrDataUrl)]);
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f4f6fb';
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#1f6feb';
  g.fillRect(0, 0, W, 360);
  g.fillStyle = '#fff';
  g.beginPath();
  g.roundRect(40, 200, W - 80, H - 240, 28);
  g.fill();

  drawSquare(g, cover, p.circleName, W / 2 - 90, 110, 180, 28);
  g.fillStyle = '#1a1a1a';
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  g.font = '600 44px sans-serif';
  g.fillText(fitted(g, p.circleName, W - 160), W / 2, 370);

  drawSquare(g, avatar, p.inviterName, 100, 420, 72, 36);
  g.textAlign = 'left';
  g.font = '30px sans-serif';
  g.fillStyle = '#444';
  g.fillText(fitted(g, p.invitesText, W - 300), 196, 466);

  if (qr) g.drawImage(qr, W / 2 - 210, 540, 420, 420);
  g.textAlign = 'center';
  g.font = '28px sans-serif';
  g.fillStyle = '#666';
  g.fillText(p.scanText, W / 2, 1010);
  return canvas.toDataURL('image/png');
}
