import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { rasterisePlan } from '../../geometry/geometryClient';
import { ringFromFlat } from '../../geometry/ring';
import { drawingCorners, hidePlanDrawing, showPlanDrawing } from './planDrawingLayer';
import { drawingSizePx, zoomBand } from './planRaster';

interface Raster {
  planId: string;
  key: string;
  image: ImageData;
}

/**
 * The plan's floor-plan drawing on the map at true scale and angle: rasterised by resvg in the
 * geometry worker when the plan or the zoom band changes, laid over the footprint, and moved with
 * it on every fit check (see usePlanPlacement). A plan without a drawing keeps its outline only.
 */
export function usePlanDrawing(
  map: MapLibreMap | undefined,
  styleEpoch: number,
  planId: string | undefined,
  svg: string | undefined,
  widthFt: number,
  lengthFt: number,
  footprint: Float64Array | undefined,
): void {
  const [band, setBand] = useState<number>();
  const latestFootprint = useRef(footprint);
  useEffect(() => {
    latestFootprint.current = footprint;
  });
  const raster = useRef<Raster>(undefined);

  useEffect(() => {
    if (!map) return;
    const update = () => setBand(zoomBand(map.getZoom()));
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);

  const placed = footprint !== undefined;
  // The latitude only sets the scale; a whole degree of it changes the raster by under 2 %.
  const lat = footprint ? Math.round(footprint[1] ?? 0) : 0;

  useEffect(() => {
    if (!map || band === undefined) return;
    if (!planId || !svg || !placed || widthFt <= 0 || lengthFt <= 0) {
      hidePlanDrawing(map);
      return;
    }
    const size = drawingSizePx(widthFt, lengthFt, lat, band, window.devicePixelRatio || 1);
    const key = `${planId}:${size.width}x${size.height}`;
    const show = (image: ImageData) => {
      const flat = latestFootprint.current;
      const corners = flat ? drawingCorners(ringFromFlat(flat)) : undefined;
      if (corners) showPlanDrawing(map, image, corners);
    };
    // After a basemap switch the same raster goes back on the new style.
    if (raster.current?.key === key) {
      show(raster.current.image);
      return;
    }
    // Another plan's drawing must not sit on this plan while its own is being drawn.
    if (raster.current?.planId !== planId) hidePlanDrawing(map);
    let current = true;
    // Ink only: the walls read on the footprint's fit colour, the paper lets it through.
    rasterisePlan(svg, size.width, size.height, true).then(
      (image) => {
        if (!current) return;
        raster.current = { planId, key, image };
        show(raster.current.image);
      },
      (error: unknown) => {
        // The outline alone still shows where the plan is and whether it fits.
        if (current) console.error('The floor plan could not be drawn', error);
      },
    );
    return () => {
      current = false;
    };
  }, [map, styleEpoch, planId, svg, placed, widthFt, lengthFt, lat, band]);
}
