import { Link, useLocation } from 'react-router';
import { classNames } from '../../lib/classNames';
import { isNavItemActive, type NavItem } from './navItems';

/**
 * A menu of `items`, one `NavEntry` each: the top menu and the tab bar, which differ only in
 * their `classes` (`menu`, each `menuItem`, and the `active` one).
 */
export function NavMenu({
  label,
  items,
  classes,
  onLogout,
}: {
  label: string;
  items: readonly NavItem[];
  classes: Readonly<Record<string, string>>;
  onLogout: () => void;
}) {
  return (
    <nav className={classes.menu} aria-label={label}>
      {items.map((item) => (
        <NavEntry
          key={item.label}
          item={item}
          className={classes.menuItem}
          activeClassName={classes.active}
          onLogout={onLogout}
        />
      ))}
    </nav>
  );
}

/** One menu entry: a link, or the Logout button. */
export function NavEntry({
  item,
  className,
  activeClassName,
  onLogout,
}: {
  item: NavItem;
  className: string | undefined;
  activeClassName: string | undefined;
  onLogout: () => void;
}) {
  const location = useLocation();
  const { pathname } = location;
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden size={20} />
      <span>{item.label}</span>
    </>
  );

  if (!item.to) {
    return (
      <button type="button" className={className} onClick={onLogout}>
        {content}
      </button>
    );
  }
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      // Back to this page after signing in, its URL included: the map keeps a plan to try there.
      state={item.returnsHere ? { from: location } : undefined}
      className={classNames(className, active && activeClassName)}
      aria-current={active ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}
