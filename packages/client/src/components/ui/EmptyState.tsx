import { type RefObject, useEffect } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { TileIcon } from './Icon';
import './empty-state.css';

/**
 * The first thing to do in an empty list: a screen of the app (`to`), an action on this screen (`onClick`), or the
 * form to add one that sits on this screen (`focus`: its element; the button focuses the form's first field).
 */
export type EmptyAction =
  | { label: string; to: string; testId?: string }
  | { label: string; onClick: () => void; testId?: string }
  | { label: string; focus: RefObject<HTMLElement | null>; testId?: string };

/**
 * The first action of a list whose form to add one sits on the same screen (below the empty list): brings the form's
 * first field into view and focuses it, so the keyboard opens where the user types the first item.
 */
export function focusFirstField(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('input:not([type=hidden]):not([hidden]), textarea, button')?.focus();
}

/**
 * The same for a form that is drawn only once asked for (an empty list's first action opens it): focuses its first
 * field when it appears. `when` false: a form drawn with the screen (an existing item's editor) leaves focus alone.
 */
export function useFocusFirstField(form: RefObject<HTMLElement | null>, when = true) {
  // Mount only: focus moves once when the form appears, never again while the user types elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the form's first draw
  useEffect(() => {
    if (when) focusFirstField(form.current);
  }, []);
}

/**
 * What an empty list says beyond its title (issue 35, item 5): the first action, or, for a list that fills only by
 * others' doing (visitors, incoming requests, records), a line on what it is for and how it fills. One of the two is
 * required by the type, so a bare "nothing here" cannot be written (no-bare-empty-state.guard.test.ts reads it too).
 */
export type EmptyPurpose = { hint: string; action?: EmptyAction } | { hint?: string; action: EmptyAction };

/**
 * Every list's empty state (issue 35, item 5): an icon of the icon set, what is missing (`title`), a line on what the
 * list is for (`hint`) and the first action, so an empty screen is a start and never a dead end. `as="li"` when it
 * stands inside the list's own <ul>.
 */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  testId,
  as: Tag = 'div',
}: {
  icon: LucideIcon;
  title: string;
  testId?: string;
  as?: 'div' | 'li';
} & EmptyPurpose) {
  return (
    <Tag className="empty-state" data-testid={testId}>
      <TileIcon icon={icon} size="xl" />
      <p className="empty-title">{title}</p>
      {hint && <p className="empty-hint">{hint}</p>}
      {action &&
        ('to' in action ? (
          <Link className="btn btn-primary empty-action" to={action.to} data-testid={action.testId}>
            {action.label}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary empty-action"
            onClick={'focus' in action ? () => focusFirstField(action.focus.current) : action.onClick}
            data-testid={action.testId}
          >
            {action.label}
          </button>
        ))}
    </Tag>
  );
}
