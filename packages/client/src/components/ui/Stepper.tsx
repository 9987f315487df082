import { Minus, Plus } from 'lucide-react';
import { Icon } from './Icon';
import './stepper.css';

/**
 * The one quantity stepper (printed cards, golden-key exchanges, the cart, the buy bar): minus, the number, plus,
 * each button a 44 px target with an icon of the set (a typed "−"/"+" drew differently per phone font). Past `min`
 * or `max` the button is disabled rather than the number clamped afterwards. The labels name the buttons for screen
 * readers, in the screen's language.
 */
export function Stepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  disabled = false,
  lessLabel,
  moreLabel,
  label,
  labelledBy,
  testIds = {},
}: {
  value: number;
  onChange: (next: number) => void;
  min?: number;
  max?: number;
  /** While a change is being saved: both buttons wait. */
  disabled?: boolean;
  lessLabel: string;
  moreLabel: string;
  /** The group's name, or the id of the element naming it. */
  label?: string;
  labelledBy?: string;
  testIds?: { less?: string; value?: string; more?: string };
}) {
  return (
    <span className="stepper" role="group" aria-label={label} aria-labelledby={labelledBy}>
      <button type="button" className="stepper-btn" aria-label={lessLabel} disabled={disabled || value <= min} onClick={() => onChange(value - 1)} data-testid={testIds.less}>
        <Icon icon={Minus} size="sm" />
      </button>
      <output className="stepper-value" data-testid={testIds.value}>
        {value}
      </output>
      <button type="button" className="stepper-btn" aria-label={moreLabel} disabled={disabled || value >= max} onClick={() => onChange(value + 1)} data-testid={testIds.more}>
        <Icon icon={Plus} size="sm" />
      </button>
    </span>
  );
}
