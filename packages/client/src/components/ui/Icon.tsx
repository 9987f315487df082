import { ChevronRight, type LucideIcon } from 'lucide-react';
import './icon.css';

/**
 * One icon of the icon set (lucide-react, imported per icon by the caller so the bundle carries only those used),
 * at the house sizes and stroke. Decorative by default (hidden from screen readers, the text next to it speaks);
 * with `label` it is the only content of its control and is named.
 */
const SIZES = { xs: 12, sm: 16, md: 20, lg: 24, xl: 40 } as const;
export type IconSize = keyof typeof SIZES;

export function Icon({ icon: Glyph, size = 'md', label, className }: { icon: LucideIcon; size?: IconSize; label?: string; className?: string }) {
  return (
    <Glyph
      size={SIZES[size]}
      strokeWidth={size === 'xl' ? 1.5 : 2}
      className={className ? `icon ${className}` : 'icon'}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

/** A tile's icon: the glyph on a rounded square tinted from the card theme's accent (`--theme-accent`), the same in every tile list. */
export function TileIcon({ icon, size = 'md' }: { icon: LucideIcon; size?: IconSize }) {
  // An extra-large tile (empty states) holds a large glyph: a 40 px glyph would fill its square edge to edge.
  return (
    <span className={`tile-icon tile-icon-${size}`} aria-hidden="true">
      <Icon icon={icon} size={size === 'xl' ? 'lg' : size} />
    </span>
  );
}

/** The chevron at the end of a row that opens another screen (pushed to the row's end). */
export function RowChevron({ className }: { className?: string }) {
  return <Icon icon={ChevronRight} size="sm" className={className ? `row-chevron ${className}` : 'row-chevron'} />;
}
