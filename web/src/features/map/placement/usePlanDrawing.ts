import { useEffect, useRef, useState } from 'react';
import { rasterisePlan } from '../../../geometry/geometryClient';
import { useMapStore } from '../store/mapStore';
import { selectReport } from '../store/placementSlice';
import { drawingSizePx, zoomBand } from '../overlay/planRaster';

interface Raster {
  planId: string;
  key: string;
  image: ImageData;
}

/**
 * The plan's floor-plan drawing on the map at true scale and angle: rasterised by resvg in the
 * geometry worker when the plan or the zoom band changes, and handed to the overlay, which lays
 * it over the footprint wherever the plan moves. A plan without a drawing keeps its outline only.
 */
export function usePlanDrawing(svg: string | undefined): void {
  const map = useMapStore((s) => s.map);
  const overlay = useMapStore((s) => s.overlay);
  const planId = useMapStore((s) => s.selectedId);
  const widthFt = useMapStore((s) => s.selectedPlan?.meta.width ?? 0);
  const lengthFt = useMapStore((s) => s.selectedPlan?.meta.length ?? 0);
  // Whether the plan is on the map, and the latitude that sets the drawing's scale, rounded: a
  // whole degree of it changes the raster by under 2 %, and a drag does not re-rasterise.
  const placed = useMapStore((s) => selectReport(s) !== undefined);
  const lat = useMapStore((s) => Math.round(selectReport(s)?.footprint[1] ?? 0));
  const [band, setBand] = useState<number>();
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

  useEffect(() => {
    if (!overlay || band === undefined) return;
    if (!planId || !svg || !placed || widthFt <= 0 || lengthFt <= 0) {
      overlay.setDrawing(undefined);
      return;
    }
    const size = drawingSizePx(widthFt, lengthFt, lat, band, window.devicePixelRatio || 1);
    const key = `${planId}:${size.width}x${size.height}`;
    if (raster.current?.key === key) {
      overlay.setDrawing(raster.current.image);
      return;
    }
    // Another plan's drawing must not sit on this plan while its own is being drawn.
    if (raster.current?.planId !== planId) overlay.setDrawing(undefined);
    let current = true;
    // Ink only: the walls read on the footprint's fit colour, the paper lets it through.
    rasterisePlan(svg, size.width, size.height, true).then(
      (image) => {
        if (!current) return;
        raster.current = { planId, key, image };
        overlay.setDrawing(image);
      },
      (error: unknown) => {
        // The outline alone still shows where the plan is and whether it fits.
        if (current) console.error('The floor plan could not be drawn', error);
      },
    );
    return () => {
      current = false;
    };
  }, [overlay, planId, svg, placed, widthFt, lengthFt, lat, band]);
}
