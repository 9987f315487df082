import { LIMITS } from '@card/contract';
import { Star } from 'lucide-react';

const STARS = Array.from({ length: LIMITS.shop.commentScoreMax }, (_, i) => i + 1);

/** A score as five stars, filled up to the rounded average (display only). */
export function CateringStars({ value, label }: { value: number; label: string }) {
  const filled = Math.round(value);
  return (
    <span className="ct-stars" role="img" aria-label={label}>
      {STARS.map((s) => (
        <Star key={s} size={16} className={s <= filled ? 'ct-star on' : 'ct-star'} fill={s <= filled ? 'currentColor' : 'none'} aria-hidden="true" />
      ))}
    </span>
  );
}

/** Five tappable stars choosing a whole score 1..5. */
export function CateringStarPicker({ value, onChange, labelOf }: { value: number; onChange: (score: number) => void; labelOf: (score: number) => string }) {
  return (
    <div className="ct-stars ct-pick" role="radiogroup">
      {STARS.map((s) => (
        <button
          key={s}
          type="button"
          role="radio"
          aria-checked={s === value}
          aria-label={labelOf(s)}
          data-testid={`star-${s}`}
          className={s <= value ? 'ct-star on' : 'ct-star'}
          onClick={() => onChange(s)}
        >
          <Star size={32} fill={s <= value ? 'currentColor' : 'none'} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
