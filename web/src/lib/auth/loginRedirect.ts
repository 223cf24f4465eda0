/**
 * The page a guard sent the visitor away from (`location.state.from`, see RequireRole), as a path
 * to go back to after login; undefined when there is none. /login itself is never a way back.
 */
export function returnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as Record<string, unknown>;
  // Only a path of this app: not '//host' (another site) and not /login itself.
  if (typeof pathname !== 'string' || !/^\/(?!\/)/.test(pathname) || pathname === '/login') {
    return undefined;
  }
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
