/** Programmes and small modules, persona part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_PERSONA_LIMITS = {
  /** Ours: saved avatar + nickname pairs per user: ten fit one phone screen as a list to pick from. */
  maxCustoms: 10,
  /** A custom's nickname is applied as the card name, so it has the card name's bounds (spec section 9: 1-30). */
  nicknameMin: 1,
  nicknameMax: 30,
  /** Ours: an avatar picture's address (our storage keys and URLs stay well under this). */
  avatarUrlMax: 500,
  /** Ours: pendants the catalogue shows at most (the seed draws 8; the list is not paged, so it is bounded here). */
  catalogueMax: 60,
  /** Ours: pixels of a drawn pendant (square, transparent PNG): twice the largest avatar on screen, sharp on 2x phones. */
  pendantPx: 192,
  /** Ours: pixels of a custom's stored avatar (square; the card avatar itself is re-stored at the usercentre's size). */
  customAvatarPx: 256,
} as const;
