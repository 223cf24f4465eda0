import { PRODUCT_NAME } from '../lib/product';

/**
 * What the app shows before it can show a screen: the top bar with the logo and a spinner, until
 * the first login check answers. index.html holds the same markup in `#root`, painted as soon as
 * the stylesheet arrives, before any script has run (a phone on a slow network saw a blank page
 * for two seconds); React replaces it with this, and this with the screen, without a flash.
 * BootScreen.test.tsx keeps the two the same. Its styles are global (styles/boot.css): index.html
 * cannot name a CSS module's hashed classes.
 */
export function BootScreen() {
  return (
    <div className="boot">
      <div className="boot-bar">
        <svg className="boot-mark" viewBox="0 0 32 32" aria-hidden="true">
          <rect x="1" y="1" width="30" height="30" rx="8" />
          <path d="M8 16.5 16 9l8 7.5M10.5 14.5V23h11v-8.5" />
        </svg>
        <span className="boot-name">{PRODUCT_NAME}</span>
      </div>
      <div className="boot-spinner" role="status" aria-label="Loading"></div>
    </div>
  );
}
