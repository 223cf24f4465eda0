import { memo, useEffect, useRef } from 'react';
import { countOf } from '../../../lib/plural';
import { withThousands } from '../../../lib/price';
import { MAP_OVERLAY } from '../framing/obstacles';
import { useMapStore } from '../store/mapStore';
import styles from './LotPreviewCard.module.css';

/**
 * A lot read from a file, over the bottom of the map while the map shows it in amber: what it is
 * (corners, area, the coordinate system it was read in) and the choice — take it as the lot, or
 * keep the one there is. The map is brought into view when it comes (the file was chosen below
 * the map, on a phone a scroll away).
 */
export const LotPreviewCard = memo(function LotPreviewCard() {
  const preview = useMapStore((s) => s.lotPreview);
  const hasLot = useMapStore((s) => s.lot !== null);
  const accept = useMapStore((s) => s.acceptLotPreview);
  const discard = useMapStore((s) => s.discardLotPreview);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    // The map's area, which the card is laid over: the preview and the choice, both in view.
    if (preview)
      card.current?.parentElement?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [preview]);

  if (!preview) return null;
  const area = withThousands(Math.round(preview.areaSqFt));
  return (
    <section
      ref={card}
      className={styles.card}
      aria-label={`Lot from ${preview.fileName}`}
      {...MAP_OVERLAY}
    >
      <p className={styles.title}>Lot from {preview.fileName}</p>
      <p className={styles.facts}>
        {countOf(preview.corners.length, 'corner')} · {area} sq ft · read in{' '}
        {preview.coordinateSystem.name}
        {preview.outlines > 1 && ` · the largest of ${preview.outlines} outlines in the file`}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={accept}>
          Use this lot
        </button>
        <button type="button" className={styles.secondary} onClick={discard}>
          {hasLot ? 'Keep my lot' : 'Cancel'}
        </button>
      </div>
    </section>
  );
});
