import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatServerFrame, TLiveCardView } from '@card/contract';
import { paths } from '../../config/paths';
import { api, baseUrlOf, reach } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { backoffMs, socketUrl } from '../../lib/socket-url';
import { tokenStore } from '../../lib/token';
import { radarKeys } from './api-radar';
import { liveVisitText } from './live-visit-text';
import './components/radar.css';
import { X } from 'lucide-react';
import { Icon } from '../../components/ui/Icon';

/** How long a notice stays; a newer view replaces it. */
const SHOW_MS = 8000;

interface SocketTiming {
  heartbeatMs: number;
  reconnectBaseMs: number;
  reconnectMaxMs: number;
}
const FALLBACK: SocketTiming = { heartbeatMs: 25_000, reconnectBaseMs: 1000, reconnectMaxMs: 30_000 };

/**
 * "某某正在看你的名片" (issue 31): while the app is open and signed in, the chat's WebSocket (the server's one live
 * channel, across instances through Redis) tells the owner of each new view of their card within seconds; the radar's
 * screens refresh with it. The owner turns it off on the radar screen (the server then sends nothing). Mounted by the
 * app root after the first screen has painted, so it adds nothing to the first screen's weight.
 *
 * The ticket is asked without `call`: a signed-out answer here means "no notice", not "go to login".
 */
export default function LiveVisits() {
  const qc = useQueryClient();
  const [view, setView] = useState<TLiveCardView | null>(null);
  // Whether the socket is open: a hidden marker, so a journey knows views from now on are told.
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let stopped = false;
    let ws: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let beat: ReturnType<typeof setInterval> | undefined;
    let attempt = 0;
    let timing = FALLBACK;
    const later = () => {
      if (stopped) return;
      // The chat's wait, with its jitter: after a server restart every open app reconnects, not all at once.
      retry = setTimeout(
        () => {
          void open();
        },
        backoffMs(attempt++, timing.reconnectBaseMs, timing.reconnectMaxMs),
      );
    };
    async function open() {
      if (stopped || ws || !tokenStore.get()) return;
      let ticket: { socketPath: string; ticket: string };
      try {
        const res = await reach(api.service.findRealTimeConfig({ body: {} }));
        const env = res.body as { status?: number; resultSets?: SocketTiming & { socketPath: string; ticket: string } };
        if (env.status !== 200 || !env.resultSets) return; // signed out, or refused: no live notice
        timing = env.resultSets;
        ticket = env.resultSets;
      } catch {
        later();
        return;
      }
      if (stopped || ws) return;
      // role=notice: this socket only listens (an agent's app open is not the agent being online for chats).
      const s = new WebSocket(`${socketUrl(location, baseUrlOf('main'), ticket.socketPath, ticket.ticket)}&role=notice`);
      ws = s;
      s.onopen = () => {
        attempt = 0;
        setConnected(true);
        beat = setInterval(() => {
          if (s.readyState === WebSocket.OPEN) s.send('{"type":"ping"}');
        }, timing.heartbeatMs);
      };
      s.onmessage = (ev) => {
        let frame: TChatServerFrame;
        try {
          frame = JSON.parse(String(ev.data)) as TChatServerFrame;
        } catch {
          return;
        }
        if (frame.type !== 'cardView') return;
        setView(frame.view);
        void qc.invalidateQueries({ queryKey: radarKeys() });
      };
      s.onclose = () => {
        clearInterval(beat);
        setConnected(false);
        if (ws === s) {
          ws = null;
          later();
        }
      };
      s.onerror = () => {
        /* onclose follows */
      };
    }
    // Back from the background (a phone locks the screen and drops sockets): reconnect at once.
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || ws) return;
      clearTimeout(retry);
      attempt = 0;
      void open();
    };
    document.addEventListener('visibilitychange', onVisible);
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(beat);
      document.removeEventListener('visibilitychange', onVisible);
      const s = ws;
      ws = null;
      s?.close();
    };
  }, [qc]);

  useEffect(() => {
    if (!view) return;
    const timer = setTimeout(() => setView(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [view]);

  return (
    <>
      {connected && <span hidden data-testid="live-visits-open" />}
      {view && <Notice view={view} onClose={() => setView(null)} />}
    </>
  );
}

function Notice({ view, onClose }: { view: TLiveCardView; onClose: () => void }) {
  const { t } = useTranslation('networkRadar');
  return (
    <div className="live-visit" role="status" data-testid="live-visit">
      <span className="live-visit-dot" aria-hidden />
      <span className="live-visit-text" data-testid="live-visit-text">
        {liveVisitText(t, view)}
      </span>
      <Link to={paths.radar} className="live-visit-open" data-testid="live-visit-open" onClick={onClose}>
        {t('live.open')}
      </Link>
      <button type="button" className="live-visit-close" aria-label={t('live.close')} onClick={onClose}>
        <Icon icon={X} size="sm" />
      </button>
    </div>
  );
}
