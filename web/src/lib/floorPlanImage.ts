/**
 * The `src` for a plan's floor-plan SVG. The field holds either SVG markup (sanitised by the API)
 * or a URL to it; markup goes through a data URL so it renders as an image, where scripts never
 * run, instead of being injected into the page.
 */
export function floorPlanSrc(planSvg: string): string | undefined {
  const value = planSvg.trim();
  if (!value) return undefined;
  if (value.startsWith('<')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/')) return value;
  return undefined;
}
