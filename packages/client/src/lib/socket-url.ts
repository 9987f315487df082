/** What the app's sockets share (the chat's, the radar's live notice): their URL and their reconnect wait. */

/** The WebSocket URL of a socket path on the main base, opened with a one-time ticket. */
export function socketUrl(loc: { protocol: string; host: string }, apiBase: string, socketPath: string, ticket: string): string {
  // A base configured as a full URL (VITE_BASE_MAIN=https://api.example.com) brings its own host.
  if (/^https?:\/\//.test(apiBase)) return `${apiBase.replace(/^http/, 'ws')}${socketPath}?ticket=${encodeURIComponent(ticket)}`;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${apiBase}${socketPath}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Wait before reconnect attempt `attempt` (0 first): base doubling up to max, then a random part of it ("full
 * jitter" in its upper half), so a server restart is not met by every phone at the same instant.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
