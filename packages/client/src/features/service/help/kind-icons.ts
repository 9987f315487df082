import { BookOpen, CircleHelp, Compass, PlayCircle, type LucideIcon } from 'lucide-react';
import type { HelpKind } from '@card/contract';

/** The icon each kind of help shows on its tile and on rows without a cover. */
export const KIND_ICON: Record<HelpKind, LucideIcon> = { ebook: BookOpen, video: PlayCircle, guide: Compass, article: CircleHelp };
