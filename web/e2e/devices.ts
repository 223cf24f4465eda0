/**
 * The two screens the suite checks the app on, for `test.use(...)`: a phone held upright (a
 * finger for a mouse, the phone layout) and a desktop with a mouse (said in full, so a block
 * can set it inside a spec that runs on a phone).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false };
