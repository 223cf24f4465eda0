import {
  Car,
  Droplet,
  FileText,
  Flame,
  House,
  ListChecks,
  Trees,
  Waves,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The template names its categories' icons; these are the ones the product draws. */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  trees: Trees,
  zap: Zap,
  droplet: Droplet,
  waves: Waves,
  flame: Flame,
  car: Car,
  'file-text': FileText,
};

/**
 * A category's icon by the name the template gives; a name added by a later template that this
 * release does not know yet shows a plain checklist instead of nothing.
 */
export function CategoryIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? ListChecks;
  return <Icon aria-hidden size={size} />;
}
