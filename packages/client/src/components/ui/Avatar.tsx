import { avatarGround, avatarInitials } from '@card/contract';
import { UserRound } from 'lucide-react';
import { Picture } from './Picture';
import './avatar.css';

/**
 * A person's picture, or a generated stand-in (issue 35, item 4): up to two initials (contract common/avatar: a
 * Chinese name's given name, a Latin name's first and last initials) on a ground picked from the person's id, the
 * same colour wherever they appear. A name without letters (a new card is named after the masked phone
 * "139****5679") gets the icon set's person glyph instead, never a digit.
 */

/** The SVG that fills the circle when there is no picture. `seed`: the person's id when the caller has it. */
export function AvatarStandIn({ name, seed }: { name: string; seed?: string }) {
  const initials = avatarInitials(name);
  const ground = avatarGround(seed ?? name);
  if (!initials) {
    // The icon set's person glyph (issue 35: no drawn stand-ins) in white on the same ground the initials would get.
    return (
      <span className="avatar-glyph" style={{ background: ground }} aria-hidden data-testid="avatar-placeholder">
        <UserRound strokeWidth={1.75} aria-hidden />
      </span>
    );
  }
  // Two wide (CJK) characters need a smaller size than one letter to stay inside the circle.
  const size = [...initials].length > 1 ? 36 : 46;
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden data-testid="avatar-initials" data-initials={initials}>
      <rect width="100" height="100" fill={ground} />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize={size} fontWeight="600" fill="#fff">
        {initials}
      </text>
    </svg>
  );
}

/** At least every avatar circle of the app in CSS px (3.5 to 4.5 rem: 49 to 63 px on a 375 px phone): the variants asked for cover each. */
const AVATAR_BOX = 96;

/** `pendantUrl`: an avatar pendant (programme persona part) drawn over the circle; the wrapper takes the circle's size. */
export function Avatar({
  url,
  name,
  seed,
  className = 'avatar',
  pendantUrl,
}: {
  url?: string | null;
  name: string;
  /** The person's id (phoneIdEcr): two people of the same name get different colours. Required, so a screen that
   * forgets it fails the type check; `undefined` only where no person exists yet (a nickname being made). */
  seed: string | undefined;
  className?: string;
  pendantUrl?: string | null;
}) {
  const circle = (
    <div className={pendantUrl ? 'avatar' : className} aria-hidden data-testid="avatar">
      {/* Square by CSS; width/height tell the browser the box before the picture arrives (no layout shift). */}
      {url ? <Picture src={url} alt="" width={AVATAR_BOX} height={AVATAR_BOX} /> : <AvatarStandIn name={name} seed={seed} />}
    </div>
  );
  if (!pendantUrl) return circle;
  return (
    <div className={`avatar-with-pendant ${className.replace(/\bavatar\b/, '').trim()}`.trim()} aria-hidden>
      {circle}
      <Picture className="avatar-pendant" src={pendantUrl} alt="" width={AVATAR_BOX} height={AVATAR_BOX} data-testid="avatar-pendant" />
    </div>
  );
}
