import { Sheet } from '../../../../components/ui/Sheet';
import { Button } from '../../../../components/ui/Button';
import './company.css';

export interface PickOption {
  value: string;
  label: string;
}

/**
 * A choice among a few people or departments on a phone: the options as full-width buttons in our bottom sheet
 * (MOBILE-UX: no bare native dropdowns, which each in-app browser draws differently). The chosen one is marked.
 */
export function PickSheet(p: {
  open: boolean;
  title: string;
  options: PickOption[];
  selected?: string;
  empty?: string;
  onPick: (value: string) => void;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Sheet open={p.open} title={p.title} onClose={p.onClose} testId={p.testId}>
      {!p.options.length && p.empty && <p className="muted">{p.empty}</p>}
      <ul className="co-picks">
        {p.options.map((o) => (
          <li key={o.value}>
            <Button
              variant={o.value === p.selected ? 'primary' : 'ghost'}
              aria-pressed={o.value === p.selected}
              data-testid="pick-option"
              onClick={() => {
                p.onPick(o.value);
                p.onClose();
              }}
            >
              {o.label}
            </Button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
