import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useDecodeCardQr } from '../../../../features/network/api-exchange';
import '../../../../features/network/components/exchange.css';

/** The browser's barcode reader where it exists (Chromium): not in TypeScript's DOM types yet. */
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (o: { formats: string[] }) => Detector;
const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The public id a scanned card link names, or null for anything else. */
function cardIdOf(text: string): string | null {
  try {
    const m = /\/multipage\/card\/([A-Za-z0-9_-]{8,64})\/?$/.exec(new URL(text, window.location.origin).pathname);
    return m ? m[1]! : null;
  } catch {
    return null;
  }
}

/**
 * /scanQr/scanQrCode: the camera reads a card QR code (getUserMedia + BarcodeDetector); refused or missing camera
 * (or no detector) says so and offers a picture instead, which the server decodes. Either way the card opens with
 * the exchange button.
 */
export default function ScanQrRoute() {
  const { t } = useTranslation('network');
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const decode = useDecodeCardQr();
  const open = (id: string) => navigate(paths.exchangeCard(id));

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts the camera once on mount; `open` and `t` are read when a code is found
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector || !navigator.mediaDevices?.getUserMedia) {
      setProblem(t('scan.unavailable'));
      return;
    }
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        if (stopped) {
          s.getTracks().forEach((tr) => tr.stop());
          return;
        }
        stream = s;
        const v = video.current!;
        v.srcObject = s;
        void v.play();
        const detector = new Detector({ formats: ['qr_code'] });
        timer = setInterval(() => {
          if (v.readyState < 2) return;
          void detector.detect(v).then(
            (codes) => {
              const id = codes.map((c) => cardIdOf(c.rawValue)).find(Boolean);
              if (id) open(id);
              else if (codes.length) setProblem(t('scan.notCard'));
            },
            () => {},
          );
        }, 400);
      },
      (err: DOMException) => setProblem(t(err?.name === 'NotAllowedError' ? 'scan.refused' : 'scan.unavailable')),
    );
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, []);

  const pick = (file: File | undefined) => {
    if (!file) return;
    decode.mutate(file, { onSuccess: (r) => open(r.phoneIdEcr), onError: (e) => setProblem(e.message) });
  };

  return (
    <Page title={t('titles.scanQr')} backTo={paths.addressBook}>
      <video ref={video} className="nx-video" muted playsInline aria-label={t('scan.camera')} data-testid="scan-video" />
      {problem && (
        <p className="form-error" role="alert" data-testid="scan-problem">
          {problem}
        </p>
      )}
      <label className="field">
        <span>{t('scan.picture')}</span>
        <input type="file" accept="image/*" className="nx-file" disabled={decode.isPending} onChange={(e) => pick(e.target.files?.[0])} data-testid="scan-file" />
      </label>
    </Page>
  );
}
