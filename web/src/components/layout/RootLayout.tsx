import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../Spinner';
import { useAppStore } from '../../stores/appStore';
import { BottomTabBar } from './BottomTabBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { navItemsFor } from './navItems';
import styles from './RootLayout.module.css';
import { Toaster, ToastSpace } from './Toaster';
import { useLogoutAction } from './useLogoutAction';

/** The frame of every screen: header, the screen itself, footer, and on mobile the tab bar. */
export function RootLayout() {
  const user = useAppStore((s) => s.user);
  const loggedIn = useAppStore((s) => s.loggedIn);
  const onLogout = useLogoutAction();
  const items = navItemsFor(user);

  return (
    <div className={styles.frame}>
      {/* The header and the room for the toasts under it stay at the top as the page scrolls. */}
      <div className={styles.top}>
        <Header items={items} loggedIn={loggedIn} onLogout={onLogout} />
        <ToastSpace />
      </div>
      <main className={styles.main}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="Loading" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomTabBar items={items} onLogout={onLogout} />
      <Toaster />
    </div>
  );
}
