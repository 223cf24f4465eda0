import { Link } from 'react-router';
import { classNames } from '../../lib/classNames';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { NavMenu } from './NavEntry';
import type { NavItem } from './navItems';

/**
 * The 65px top bar: the logo everywhere, the menu on desktop only (mobile has the tab bar).
 * A signed-out visitor's logo leads to /dashboard on mobile (SPEC §2.1), which opens the map.
 */
export function Header({
  items,
  loggedIn,
  onLogout,
}: {
  items: readonly NavItem[];
  loggedIn: boolean;
  onLogout: () => void;
}) {
  return (
    <header className={styles.header}>
      <Link
        to="/"
        className={classNames(styles.logoLink, styles.desktopOnly)}
        aria-label="Homeplot home"
      >
        <Logo />
      </Link>
      <Link
        to={loggedIn ? '/' : '/dashboard'}
        className={classNames(styles.logoLink, styles.mobileOnly)}
        aria-label="Homeplot home"
      >
        <Logo />
      </Link>
      <NavMenu label="Main" items={items} classes={styles} onLogout={onLogout} />
    </header>
  );
}
