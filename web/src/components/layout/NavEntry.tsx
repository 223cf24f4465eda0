import { Link, useLocation } from 'react-router';
import { classNames } from '../../lib/classNames';
import { isNavItemActive, type NavItem } from './navItems';

/**
 * One menu entry: a link, or the Logout button. Shared by the top menu and the tab bar, which
 * differ only in styling.
 */
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
