import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { TBlock } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { PagesBlockEditor } from './PagesBlockEditor';
import { unplacedOf, type PageRefusal } from '../page-refusal';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

interface Props {
  blocks: TBlock[];
  onChange: (blocks: TBlock[]) => void;
  /** Prefix of element ids and test ids (a leaflet has one list per page). */
  at: string;
  /** A refused save's messages by block id and field (page-refusal.ts), shown under the inputs they name. */
  errors?: PageRefusal['blocks'];
  /** The block to open after a refusal (`seq` counts refusals, so the same block opens again on the next one). */
  reveal?: { id: string; seq: number } | null;
}

/** The list with one block moved from `from` to `to`. */
export const moved = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The blocks of a page in order, each opened for editing by a tap. Reordering: up/down buttons, and a handle to
 * press and drag. HTML5 drag events do not fire on phones, so the handle uses pointer events: it captures the
 * pointer, and whenever the finger passes the middle of another row the block moves there (the list is the live
 * order, so the preview follows).
 */
export function PagesBlockList({ blocks, onChange, at, errors = {}, reveal = null }: Props) {
  const { t } = useTranslation('contentPages');
  const [open, setOpen] = useState<string | null>(null);
  // A refused block is opened, or its message would sit in a closed block; only on a new refusal (`seq`), so editing
  // another block meanwhile does not close it.
  const revealSeq = reveal?.seq;
  const revealId = reveal?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revealSeq` re-opens the same block when it is asked to be revealed again
  useEffect(() => {
    if (revealId) setOpen(revealId);
  }, [revealSeq, revealId]);
  const [dragging, setDragging] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const latest = useRef(blocks);
  latest.current = blocks;

  const onDown = (e: PointerEvent<HTMLButtonElement>, id: string) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(id);
  };
  const onMove = (e: PointerEvent<HTMLButtonElement>, id: string) => {
    if (dragging !== id) return;
    const list = latest.current;
    const from = list.findIndex((b) => b.id === id);
    const to = list.findIndex((b) => {
      const r = rows.current.get(b.id)?.getBoundingClientRect();
      return r !== undefined && e.clientY >= r.top && e.clientY <= r.bottom;
    });
    if (to < 0 || to === from) return;
    const r = rows.current.get(list[to]!.id)!.getBoundingClientRect();
    const mid = r.top + r.height / 2;
    // Past the middle of the neighbour row only, so the block does not flip back and forth on the border.
    if ((to > from && e.clientY > mid) || (to < from && e.clientY < mid)) onChange(moved(list, from, to));
  };
  const onUp = () => setDragging(null);

  return (
    <ol className="pages-blocks" data-testid={`${at}-blocks`}>
      {blocks.map((b, i) => (
        <li
          key={b.id}
          ref={(el) => {
            if (el) rows.current.set(b.id, el);
            else rows.current.delete(b.id);
          }}
          className={`pages-block${dragging === b.id ? ' dragging' : ''}${errors[b.id] ? ' refused' : ''}`}
          data-testid="pages-block"
          data-type={b.type}
        >
          <div className="pages-block-bar">
            <button
              type="button"
              className="pages-handle"
              aria-label={t('edit.drag')}
              data-testid="pages-drag"
              onPointerDown={(e) => onDown(e, b.id)}
              onPointerMove={(e) => onMove(e, b.id)}
              onPointerUp={onUp}
              onPointerCancel={onUp}
            >
              ⋮⋮
            </button>
            <button type="button" className="pages-block-title" aria-expanded={open === b.id} onClick={() => setOpen(open === b.id ? null : b.id)}>
              <strong>{t(`types.${b.type}`)}</strong> <span className="muted">{summary(b)}</span>
            </button>
            <button type="button" className="pages-icon" aria-label={t('edit.moveUp')} data-testid="pages-up" disabled={i === 0} onClick={() => onChange(moved(blocks, i, i - 1))}>
              <Icon icon={ArrowUp} size="sm" />
            </button>
            <button
              type="button"
              className="pages-icon"
              aria-label={t('edit.moveDown')}
              data-testid="pages-down"
              disabled={i === blocks.length - 1}
              onClick={() => onChange(moved(blocks, i, i + 1))}
            >
              <Icon icon={ArrowDown} size="sm" />
            </button>
            <button type="button" className="pages-icon link-danger" aria-label={t('edit.remove')} onClick={() => onChange(blocks.filter((x) => x.id !== b.id))}>
              <Icon icon={X} size="sm" />
            </button>
          </div>
          {open === b.id && (
            <div className="pages-block-body">
              {/* A refusal of a field the editor has no input for (the block's id) is the block's own. */}
              {unplacedOf(b.type, errors[b.id]).map((m) => (
                <p key={m} className="field-msg" role="alert" data-testid="pages-field-error">
                  {m}
                </p>
              ))}
              <PagesBlockEditor block={b} at={`${at}-${b.id}`} errors={errors[b.id]} onChange={(nb) => onChange(blocks.map((x) => (x.id === b.id ? nb : x)))} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A block's one-line description in the list. */
function summary(b: TBlock): string {
  switch (b.type) {
    case 'text':
      return b.text.slice(0, 20);
    case 'button':
      return b.label;
    case 'form':
      return b.fields.map((f) => f.label).join(' · ');
    case 'map':
    case 'product':
      return b.name;
    default:
      return '';
  }
}
