/**
 * A person's picture, or a stand-in. The initial of the name is used only when it is a letter (a new card's
 * name is the masked phone "139****5679", whose "1" looks like a bug); otherwise a neutral silhouette.
 */
const LETTER = /^\p{L}/u;

export function avatarInitial(name: string): string | null {
  const first = [...name.trim()][0] ?? '';
  return LETTER.test(first) ? first : null;
}

/** What fills the circle when there is no picture: the name's letter, or the silhouette. */
export function AvatarStandIn({ name }: { name: string }) {
  return avatarInitial(name) ?? (
    <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden data-testid="avatar-placeholder">
      <circle cx="12" cy="8" r="4.2" fill="currentColor" />
      <path d="M3.5 21c0-4.6 3.8-7.6 8.5-7.6s8.5 3 8.5 7.6z" fill="currentColor" />
    </svg>
  );
}

/** `pendantUrl`: an avatar pendant (programme persona part) drawn over the circle; the wrapper takes the circle's size. */
export function Avatar({ url, name, className = 'avatar', pendantUrl }: { url?: string | null; name: string; className?: string; pendantUrl?: string | null }) {
  const circle = (
    <div className={pendantUrl ? 'avatar' : className} aria-hidden data-testid="avatar">
      {url ? <img src={url} alt="" /> : <AvatarStandIn name={name} />}
    </div>
  );
  if (!pendantUrl) return circle;
  return (
    <div className={`avatar-with-pendant ${className.replace(/\bavatar\b/, '').trim()}`.trim()} aria-hidden>
      {circle}<img className="avatar-pendant" src={pendantUrl} alt="" data-testid="avatar-pendant" />
    </div>
  );
}
