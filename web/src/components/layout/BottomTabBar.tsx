import styles from './BottomTabBar.module.css';
import { NavEntry } from './NavEntry';
import type { NavItem } from './navItems';

/** Mobile navigation: a 60px bar fixed to the bottom, one icon and label per menu item. */
export function BottomTabBar({
  items,
  onLogout,
}: {
  items: readonly NavItem[];
  onLogout: () => void;
}) {
  return (
    <nav className={styles.bar} aria-label="Tabs">
      {items.map((item) => (
        <NavEntry
          key={item.label}
          item={item}
          className={styles.tab}
          activeClassName={styles.active}
          onLogout={onLogout}
        />
      ))}
    </nav>
  );
}
