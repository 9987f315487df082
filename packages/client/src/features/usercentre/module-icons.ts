import {
  Clapperboard,
  Film,
  Headset,
  Images,
  LayoutTemplate,
  Link2,
  MapPin,
  Presentation,
  Repeat2,
  ChartColumn,
  ShoppingBag,
  Megaphone,
  ClipboardPen,
  Briefcase,
  Boxes,
  type LucideIcon,
} from 'lucide-react';
import type { ModuleId } from '@card/contract';

/** Each management-centre module's tile icon, by module id (common/constants MODULES); an unknown id gets a neutral box. */
const MODULE_ICONS: Record<ModuleId, LucideIcon> = {
  3: ShoppingBag,
  4: Link2,
  5: LayoutTemplate,
  6: MapPin,
  36: Repeat2,
  45: ChartColumn,
  46: Images,
  48: Headset,
  49: Film,
  52: Briefcase,
  54: Clapperboard,
  55: Presentation,
  61: Megaphone,
  62: ClipboardPen,
};

export const moduleIcon = (id: number): LucideIcon => MODULE_ICONS[id as ModuleId] ?? Boxes;
