import {
  BookOpen,
  ClipboardCheck,
  FileText,
  FolderTree,
  HardHat,
  Home,
  KeyRound,
  LandPlot,
  Package,
  Scale,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** One card of the admin dashboard, leading to /admin/{prefix} (SPEC §2.4). */
export interface AdminSection {
  title: string;
  prefix: string;
  description: string;
  icon: LucideIcon;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    title: 'Contractors',
    prefix: 'contractors',
    description: 'Companies that offer plans.',
    icon: HardHat,
  },
  { title: 'Plans', prefix: 'plans', description: 'The plan catalogue.', icon: Home },
  {
    title: 'All products',
    prefix: 'products-of-configurators',
    description: 'Products of the 3D configurators.',
    icon: Package,
  },
  { title: 'Users', prefix: 'users', description: 'Accounts and roles.', icon: Users },
  {
    title: 'Plans List',
    prefix: 'plans-lists',
    description: "Users' saved map results.",
    icon: BookOpen,
  },
  {
    title: 'Directories',
    prefix: 'directories',
    description: 'Lookup lists such as US states.',
    icon: FolderTree,
  },
  {
    title: 'Site visits',
    prefix: 'site-visits',
    description: 'Every site-visit questionnaire.',
    icon: ClipboardCheck,
  },
  {
    title: 'Site plan orders',
    prefix: 'site-plan-orders',
    description: "Customers' as-is site plan orders and their status.",
    icon: FileText,
  },
  {
    title: 'Parcel sources',
    prefix: 'parcel-sources',
    description: "Where the map finds the county's lot lines.",
    icon: LandPlot,
  },
  {
    title: 'Local rules',
    prefix: 'rule-sets',
    description: "Each area's setbacks, sizes, coverage and height, with their code sections.",
    icon: Scale,
  },
  {
    title: 'API keys',
    prefix: 'api-keys',
    description: "Keys for integrators' use of the REST API.",
    icon: KeyRound,
  },
];
