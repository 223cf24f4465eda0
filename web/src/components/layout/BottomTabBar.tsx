import styles from './BottomTabBar.module.css';
import { NavMenu } from './NavEntry';
import type { NavItem } from './navItems';

/** Mobile navigation: a 60px bar fixed to the bottom, one icon and label per menu item. */
export function BottomTabBar({
  items,
  onLogout,
}: {
  items: readonly NavItem[];
  onLogout: () => void;
}) {
  return <NavMenu label="Tabs" items={items} classes={styles} onLogout={onLogout} />;
}
