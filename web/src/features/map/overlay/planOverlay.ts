import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FitStatus } from '../../../geometry/geometryApi';
import type { LonLat } from '../../../geometry/ring';
import { FIT_COLOURS } from '../model/fitView';
import styles from './PlanOverlay.module.css';
import type { ScreenPoint } from '../model/screenHit';
import { regionPath } from './regionPath';

/** The footprint's fill: the accent stands out on both imagery and the plain ground. */
const FOOTPRINT_FILL = '#ee8865';
const FOOTPRINT_FILL_OPACITY = 0.7;
/** The outline before the first fit check; afterwards it carries the fit's colour. */
const UNCHECKED_OUTLINE = '#5c2410';
const OUTLINE_WIDTH_PX = 4;
const DRAWING_OPACITY = 0.95;
/**
 * Where the plan's centre may move: dashed dark green, darker than the fit's green so it reads
 * on the footprint, the drawing and the map's own green shading alike, with a faint wash inside.
 */
const CENTRE_REGION_COLOUR = '#1b5e20';
const CENTRE_REGION_WIDTH_PX = 2;
const CENTRE_REGION_DASH_PX = [6, 4] as const;
const CENTRE_REGION_FILL_OPACITY = 0.22;
/** The plan's centre: the point the dashed line must keep inside it. */
const CENTRE_DOT_RADIUS_PX = 4;
const CENTRE_DOT_RING = '#ffffff';
const CENTRE_DOT_RING_PX = 1.5;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The 2D affine transform (as CSS `matrix()` and canvas `setTransform` take it). */
type Affine = [number, number, number, number, number, number];

/**
 * The placed plan drawn over the map: its footprint filled, its floor-plan drawing at true scale
 * and angle, and its outline in the fit's colour; above them, while "Show where it fits" is on,
 * the dashed edge of where the plan's centre may move and a dot on the plan's centre, so the
 * homeowner can see what to do: keep the dot inside the dashed line.
 *
 * It lives in the page above the map's WebGL canvas, not in the map's style. Updating a map
 * source repaints the whole map — imagery, lot, labels — and a phone without a fast GPU spends
 * tens of milliseconds on that frame, so a plan drawn by the map lags the finger that drags it.
 * Here a move re-projects four corners: a polygon's points and the drawing's CSS transform
 * change, and the browser composites. The overlay follows the camera on the map's `move`
 * events, as maplibre's own markers do, so it stays in step with panning and zooming; and it is
 * untouched by a basemap switch. The centre's region is projected again only when the camera
 * moves or the worker answers for another angle; a drag step moves the dot with the footprint.
 * `paintOnto` adds it all to the saved snapshot of the map.
 */
export class PlanOverlay {
  private readonly root: HTMLDivElement;
  private readonly fill: SVGPolygonElement;
  private readonly outline: SVGPolygonElement;
  private readonly drawing: HTMLCanvasElement;
  private readonly centreSvg: SVGSVGElement;
  private readonly centreRegion: SVGPathElement;
  private readonly centreDot: SVGCircleElement;
  private ring: LonLat[] | null = null;
  private region: LonLat[][][] | null = null;
  private status: FitStatus | undefined;
  private image: ImageData | undefined;

  constructor(private readonly map: MapLibreMap) {
    this.root = document.createElement('div');
    this.root.className = styles.overlay ?? '';
    this.root.dataset.testid = 'plan-overlay';
    const [fillSvg, fill] = svgPolygon();
    fill.setAttribute('fill', FOOTPRINT_FILL);
    fill.setAttribute('fill-opacity', String(FOOTPRINT_FILL_OPACITY));
    const [outlineSvg, outline] = svgPolygon();
    outline.setAttribute('fill', 'none');
    outline.setAttribute('stroke-width', String(OUTLINE_WIDTH_PX));
    outline.setAttribute('stroke-linejoin', 'round');
    this.fill = fill;
    this.outline = outline;
    this.drawing = document.createElement('canvas');
    this.drawing.className = styles.drawing ?? '';
    this.drawing.style.opacity = String(DRAWING_OPACITY);
    [this.centreSvg, this.centreRegion, this.centreDot] = centreRegionSvg();
    // Last, so it is drawn above the footprint, the drawing and the outline.
    this.root.append(fillSvg, this.drawing, outlineSvg, this.centreSvg);
    // Right above the map's canvas: markers (the lot's handles, the rotate handle) stay on top.
    map.getCanvas().after(this.root);
    map.on('move', this.place);
    map.on('resize', this.place);
    this.place();
  }

  /** Shows `ring` (the worker's footprint) outlined by its fit `status`, or nothing when null. */
  setFootprint(ring: LonLat[] | null, status?: FitStatus): void {
    this.ring = ring;
    this.status = status;
    this.placeFootprint();
  }

  /**
   * Outlines `region` (GeoJSON polygons: where the plan's centre may move at its angle) with a
   * dot on the plan's centre, or shows neither when it is null or empty.
   */
  setCentreRegion(region: LonLat[][][] | null): void {
    this.region = region && region.length > 0 ? region : null;
    this.place();
  }

  /** The plan's rasterised drawing (ink on transparent paper), or none. */
  setDrawing(image: ImageData | undefined): void {
    if (image === this.image) return;
    this.image = image;
    if (image) {
      this.drawing.width = image.width;
      this.drawing.height = image.height;
      this.drawing.getContext('2d')?.putImageData(image, 0, 0);
    }
    this.placeFootprint();
  }

  /**
   * Draws the plan onto `context`, whose canvas holds a copy of the map's canvas (device pixels):
   * the snapshot stored with a map result shows what the user saw.
   */
  paintOnto(context: CanvasRenderingContext2D, pixelRatio: number): void {
    const screen = this.screenRing();
    if (!screen) return;
    context.save();
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    const path = new Path2D();
    screen.forEach(({ x, y }, index) => (index === 0 ? path.moveTo(x, y) : path.lineTo(x, y)));
    path.closePath();
    context.globalAlpha = FOOTPRINT_FILL_OPACITY;
    context.fillStyle = FOOTPRINT_FILL;
    context.fill(path);
    const transform = this.image ? drawingTransform(screen, this.image) : undefined;
    if (transform) {
      const [a, b, c, d, e, f] = transform;
      context.globalAlpha = DRAWING_OPACITY;
      context.transform(a, b, c, d, e, f);
      context.drawImage(this.drawing, 0, 0);
      context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    }
    context.globalAlpha = 1;
    context.lineWidth = OUTLINE_WIDTH_PX;
    context.lineJoin = 'round';
    context.strokeStyle = this.outlineColour();
    context.stroke(path);
    if (this.region) {
      const region = new Path2D(regionPath(this.region, (lonLat) => this.map.project(lonLat)));
      context.fillStyle = CENTRE_REGION_COLOUR;
      context.globalAlpha = CENTRE_REGION_FILL_OPACITY;
      context.fill(region, 'evenodd');
      context.globalAlpha = 1;
      context.strokeStyle = CENTRE_REGION_COLOUR;
      context.lineWidth = CENTRE_REGION_WIDTH_PX;
      context.setLineDash([...CENTRE_REGION_DASH_PX]);
      context.stroke(region);
      context.setLineDash([]);
      const { x, y } = centreOf(screen);
      context.beginPath();
      context.arc(x, y, CENTRE_DOT_RADIUS_PX, 0, 2 * Math.PI);
      context.fill();
      context.lineWidth = CENTRE_DOT_RING_PX;
      context.strokeStyle = CENTRE_DOT_RING;
      context.stroke();
    }
    context.restore();
  }

  /** Takes the overlay off the map. */
  remove(): void {
    this.map.off('move', this.place);
    this.map.off('resize', this.place);
    this.root.remove();
  }

  /** Everything again: the camera moved or the map was resized. */
  private readonly place = (): void => {
    this.placeCentreRegion();
    this.placeFootprint();
  };

  /** The footprint, its drawing and the dot on its centre: all a drag step changes. */
  private placeFootprint(): void {
    const screen = this.screenRing();
    this.root.hidden = screen === undefined;
    if (!screen) return;
    const points = screen.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
    this.fill.setAttribute('points', points);
    this.outline.setAttribute('points', points);
    this.outline.setAttribute('stroke', this.outlineColour());
    const transform = this.image ? drawingTransform(screen, this.image) : undefined;
    this.drawing.hidden = transform === undefined;
    if (transform) this.drawing.style.transform = `matrix(${transform.join(',')})`;
    if (this.region) {
      const { x, y } = centreOf(screen);
      this.centreDot.setAttribute('cx', x.toFixed(1));
      this.centreDot.setAttribute('cy', y.toFixed(1));
    }
  }

  private placeCentreRegion(): void {
    this.centreSvg.style.display = this.region ? '' : 'none';
    if (!this.region) return;
    const path = regionPath(this.region, (lonLat) => this.map.project(lonLat));
    this.centreRegion.setAttribute('d', path);
  }

  /** The footprint's corners on screen (the closing point dropped), or none. */
  private screenRing(): ScreenPoint[] | undefined {
    if (!this.ring || this.ring.length < 4) return undefined;
    return this.ring.slice(0, -1).map((corner) => this.map.project(corner));
  }

  private outlineColour(): string {
    return this.status ? FIT_COLOURS[this.status] : UNCHECKED_OUTLINE;
  }
}

/**
 * The transform that lays an image of the plan onto its footprint on screen. The worker's ring
 * runs front-left, front-right, back-right, back-left, and the drawing's top row is the back of
 * the plan: the image's top-left corner goes to the back-left corner, its top-right to the
 * back-right, its bottom-left to the front-left. At a lot's scale the map's projection is
 * affine, so three corners fix the whole image.
 */
export function drawingTransform(
  screen: readonly ScreenPoint[],
  image: { width: number; height: number },
): Affine | undefined {
  const [frontLeft, , backRight, backLeft] = screen;
  if (!frontLeft || !backRight || !backLeft || image.width <= 0 || image.height <= 0) {
    return undefined;
  }
  return [
    (backRight.x - backLeft.x) / image.width,
    (backRight.y - backLeft.y) / image.width,
    (frontLeft.x - backLeft.x) / image.height,
    (frontLeft.y - backLeft.y) / image.height,
    backLeft.x,
    backLeft.y,
  ];
}

/** The middle of a footprint on screen (the plan's centre): its corners' mean, a rectangle's. */
function centreOf(screen: readonly ScreenPoint[]): ScreenPoint {
  const sum = screen.reduce((total, { x, y }) => ({ x: total.x + x, y: total.y + y }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / screen.length, y: sum.y / screen.length };
}

/** The dashed edge of the centre's region and the dot on the plan's centre, in one drawing. */
function centreRegionSvg(): [SVGSVGElement, SVGPathElement, SVGCircleElement] {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.style.display = 'none';
  const region = document.createElementNS(SVG_NS, 'path');
  region.dataset.testid = 'centre-region';
  region.setAttribute('fill', CENTRE_REGION_COLOUR);
  region.setAttribute('fill-opacity', String(CENTRE_REGION_FILL_OPACITY));
  region.setAttribute('fill-rule', 'evenodd');
  region.setAttribute('stroke', CENTRE_REGION_COLOUR);
  region.setAttribute('stroke-width', String(CENTRE_REGION_WIDTH_PX));
  region.setAttribute('stroke-dasharray', CENTRE_REGION_DASH_PX.join(' '));
  region.setAttribute('stroke-linejoin', 'round');
  const dot = document.createElementNS(SVG_NS, 'circle');
  dot.dataset.testid = 'plan-centre';
  dot.setAttribute('r', String(CENTRE_DOT_RADIUS_PX));
  dot.setAttribute('fill', CENTRE_REGION_COLOUR);
  dot.setAttribute('stroke', CENTRE_DOT_RING);
  dot.setAttribute('stroke-width', String(CENTRE_DOT_RING_PX));
  svg.append(region, dot);
  return [svg, region, dot];
}

function svgPolygon(): [SVGSVGElement, SVGPolygonElement] {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  const polygon = document.createElementNS(SVG_NS, 'polygon');
  svg.append(polygon);
  return [svg, polygon];
}
