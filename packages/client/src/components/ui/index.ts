/**
 * The shared components every screen uses (issue 35, item 1; shown in both languages on /multipage/dev/ui in
 * development). Screens import each from its own file, not from this index: every component carries its CSS, and a
 * CSS import is a side effect the bundler keeps, so the index would pull every component's styles into each screen.
 */
export { Avatar } from './Avatar';
export { Button } from './Button';
export { Chips, type ChipItem } from './Chips';
export { ConfirmButton } from './ConfirmButton';
export { Dialog } from './Dialog';
export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { FallbackImage } from './FallbackImage';
export { Field } from './Field';
export { LazyImage } from './LazyImage';
export { ListGroup, ListRow } from './ListRow';
export { LoadMore } from './LoadMore';
export { OptionSheet } from './OptionSheet';
export { Picture } from './Picture';
export { PinBoxes } from './PinBoxes';
export { Sheet } from './Sheet';
export { Skeleton } from './Skeleton';
export { Stepper } from './Stepper';
export { Switch } from './Switch';
export { Tabs, type TabOption } from './Tabs';
export { Tile, TileGrid } from './Tile';
export { Toaster } from './Toaster';
// The payment sheet lives with the wallet (it reads the transaction password's state); every payer uses this one.
export { TxPwdSheet } from '../../features/wallet/components/TxPwdSheet';
