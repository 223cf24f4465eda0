/**
 * The 3D configurator's page for a plan: the app's url followed by the plan's configurator id.
 * A base ending in '/' or '=' (a path or a query parameter) takes the id as it is; any other base
 * gets a '/' first. None without both.
 */
export function configuratorLink(appUrl: string | null, planId: string): string | undefined {
  const id = planId.trim();
  if (!appUrl || !id) return undefined;
  const joiner = appUrl.endsWith('/') || appUrl.endsWith('=') ? '' : '/';
  return `${appUrl}${joiner}${encodeURIComponent(id)}`;
}
