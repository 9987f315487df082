/** The WebSocket URL of a socket path on the main base, opened with a one-time ticket (the chat's socket, the radar's live notice). */
export function socketUrl(loc: { protocol: string; host: string }, apiBase: string, socketPath: string, ticket: string): string {
  // A base configured as a full URL (VITE_BASE_MAIN=https://api.example.com) brings its own host.
  if (/^https?:\/\//.test(apiBase)) return `${apiBase.replace(/^http/, 'ws')}${socketPath}?ticket=${encodeURIComponent(ticket)}`;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${apiBase}${socketPath}?ticket=${encodeURIComponent(ticket)}`;
}
