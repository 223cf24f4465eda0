import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { createMarker } from '../../../components/map/markers';
import { useEffect, useRef } from 'react';
import { LOT_LINE_LABEL } from '../framing/frameSite';
import { formatFeet } from '../model/units';
import { labelOffset, LABEL_SIZE_GUESS } from '../model/labelPlacement';
import styles from './LotLineLabel.module.css';
import type { LotLine } from '../model/lotLines';

/**
 * A label beside the middle of every lot line, clear of the handle there: its number as the lot
 * and fit panels say it ("Line 1" is 1), its kind when known and its length, red while the fit
 * panel marks that line broken. Each label is a button: a tap opens the choice of the line's
 * kind (`onChoose`), so a line's kind changes with two taps. Maplibre markers, like the handles: they follow the map as it pans and zooms, and a
 * drag of the plan moves none of them. Each label is made where its line is (a restored lot is
 * known before the map has loaded) and moved when the lot changes; `broken` lists the broken
 * lines' indices.
 */
export function useLotLineLabels(
  map: MapLibreMap | undefined,
  lines: LotLine[],
  broken: readonly number[],
  onChoose: (edge: number) => void,
): void {
  const markers = useRef<Marker[]>([]);
  const latestLines = useRef(lines);
  const latestOnChoose = useRef(onChoose);
  useEffect(() => {
    latestLines.current = lines;
    latestOnChoose.current = onChoose;
  });
  const count = lines.length;

  useEffect(() => {
    if (!map || count === 0) return;
    markers.current = latestLines.current.map((line, edge) =>
      createMarker({ element: labelElement(() => latestOnChoose.current(edge)) })
        .setLngLat(line.middle)
        .addTo(map),
    );
    // Which side of its line is outside the lot, on the screen, turns with the map.
    const placeBeside = () => {
      latestLines.current.forEach((line, i) => {
        const marker = markers.current[i];
        marker?.setOffset(beside(map, line, marker.getElement()));
      });
    };
    map.on('rotate', placeBeside);
    placeBeside();
    return () => {
      map.off('rotate', placeBeside);
      for (const marker of markers.current) marker.remove();
      markers.current = [];
    };
  }, [map, count]);

  useEffect(() => {
    if (!map) return;
    lines.forEach((line, i) => {
      const marker = markers.current[i];
      if (!marker) return;
      const number = String(line.edge + 1);
      const length = `${formatFeet(line.lengthFt)} ft`;
      const element = marker.getElement();
      const kind = line.kind ? `${line.kind}, ` : '';
      element.setAttribute('aria-label', `Line ${number}, ${kind}${length}`);
      element.dataset.kind = line.kind;
      const [numberText, lengthText] = element.children;
      if (numberText) numberText.textContent = number;
      if (lengthText) lengthText.textContent = line.kind ? `${line.kind} · ${length}` : length;
      marker.setLngLat(line.middle).setOffset(beside(map, line, element));
    });
  }, [map, lines]);

  useEffect(() => {
    markers.current.forEach((marker, edge) => {
      marker.getElement().dataset.status = broken.includes(edge) ? 'violated' : 'clear';
    });
  }, [map, count, broken]);
}

/** The screen offset from a line's middle to its label, outside the lot, clear of its handle. */
function beside(map: MapLibreMap, line: LotLine, label: HTMLElement): [number, number] {
  // Measured once its text is in; the text changes with the lot, not during a drag.
  const size =
    label.offsetWidth > 0
      ? { width: label.offsetWidth, height: label.offsetHeight }
      : LABEL_SIZE_GUESS;
  return labelOffset(map.project(line.middle), map.project(line.outside), size);
}

function labelElement(onClick: () => void): HTMLElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = styles.label ?? '';
  // It opens the choice of the line's kind.
  element.setAttribute('aria-haspopup', 'dialog');
  element.addEventListener('click', (event) => {
    // The map under the label would take the tap as one on the lot.
    event.stopPropagation();
    onClick();
  });
  // The map's framing finds and measures the labels by this mark.
  element.setAttribute(LOT_LINE_LABEL, '');
  element.dataset.status = 'clear';
  const number = document.createElement('span');
  number.className = styles.number ?? '';
  element.append(number, document.createElement('span'));
  return element;
}
