import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

type Tile = { id: string; title: string; coverUrl: string; owner?: { name: string } };

/** A grid of video covers with titles (label feeds, a card's videos of a label); each opens `href(video)`. */
export function LabelsVideoGrid({ items, href, testId }: { items: Tile[]; href: (v: Tile) => string; testId: string }) {
  return (
    <ul className="vlb-grid" data-testid={testId}>
      {items.map((v) => (
        <li key={v.id} data-video-id={v.id}>
          <Link className="vlb-tile" to={href(v)}>
            <Picture width={170} height={227} className="vlb-cover" src={v.coverUrl} alt="" />
            <span className="vlb-title">{v.title}</span>
            {v.owner && <span className="vlb-owner muted">{v.owner.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One editable name row: shows the name, or an input with save/cancel while renaming. */
export function LabelsNameEditor({
  name,
  max,
  label,
  busy,
  onSave,
  onCancel,
}: {
  name: string;
  max: number;
  label: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <form
      className="vlb-edit"
      onSubmit={(e) => {
        e.preventDefault();
        const v = new FormData(e.currentTarget).get('name');
        onSave(String(v ?? '').trim());
      }}
    >
      {/* biome-ignore lint/a11y/noAutofocus: the rename field the user just opened by tapping 重命名 takes the focus */}
      <input name="name" className="vlb-input" defaultValue={name} maxLength={max} aria-label={label} autoFocus data-testid="vlb-rename-input" />
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="vlb-rename-save" aria-label={t('save')}>
        <Icon icon={Check} />
      </button>
      <button type="button" className="btn btn-ghost" onClick={onCancel} aria-label={t('cancel')}>
        <Icon icon={X} />
      </button>
    </form>
  );
}

/**
 * Runs `done` once a delete succeeds. A deleted row unmounts when its list refreshes, before a per-call onSuccess of
 * `mutate` would run (React Query skips those for unmounted observers), so the row awaits the promise instead. A
 * failure is already shown as the catalogue message by the app's mutation cache.
 */
export const removeThen = (p: Promise<unknown>, done: () => void) => p.then(done, () => undefined);
