import {
  Bookmark,
  ClipboardList,
  LayoutGrid,
  LogIn,
  LogOut,
  Map as MapIcon,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { hasRole, type Role } from '../../lib/auth/roles';

/** One entry of the top menu (desktop) and the bottom tab bar (mobile). */
export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** Where the item leads; absent for Logout, which is an action. */
  to?: string;
  /** Path prefix under which the item shows as active ('/' is matched exactly). */
  activePrefix?: string;
  roles?: readonly Role[];
  /** After following it and signing in, the user comes back to the page they were on. */
  returnsHere?: boolean;
}

const SIGNED_OUT_ITEMS: readonly NavItem[] = [
  { label: 'Plans', icon: LayoutGrid, to: '/plans', activePrefix: '/plans' },
  { label: 'Login', icon: LogIn, to: '/login', activePrefix: '/login', returnsHere: true },
];

const SIGNED_IN_ITEMS: readonly NavItem[] = [
  { label: 'Map', icon: MapIcon, to: '/', activePrefix: '/' },
  { label: 'My Plans', icon: Bookmark, to: '/my-plans', activePrefix: '/my-plans' },
  { label: 'Site Plans', icon: ClipboardList, to: '/site-visit/list', activePrefix: '/site-visit' },
  { label: 'Admin', icon: ShieldCheck, to: '/admin', activePrefix: '/admin', roles: ['ADMIN'] },
  { label: 'Profile', icon: UserRound, to: '/user/profile', activePrefix: '/user' },
  { label: 'Logout', icon: LogOut },
];

/** The menu for this visitor: sign-in links when anonymous, the app's sections (by role) otherwise. */
export function navItemsFor(user: { role: string } | null): readonly NavItem[] {
  if (!user) return SIGNED_OUT_ITEMS;
  return SIGNED_IN_ITEMS.filter((item) => hasRole(user, item.roles ?? []));
}

/** Whether `item` is the section the visitor is in. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const prefix = item.activePrefix;
  if (!prefix) return false;
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
