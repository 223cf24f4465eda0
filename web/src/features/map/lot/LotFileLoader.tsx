import { useId, useRef, useState } from 'react';
import {
  isDrawing,
  LOT_FILE_TYPES,
  useCoordinateSystems,
  useReadLotFile,
} from '../api/lotFilesApi';
import { useMapStore } from '../store/mapStore';
import styles from './LotPanel.module.css';

/**
 * Loads the lot from a survey or GIS file: GeoJSON and KML are read as soon as they are chosen; a
 * drawing (DXF) names no coordinate system, so its own is chosen first. What the file holds is
 * previewed on the map (LotPreviewCard) and replaces nothing until the homeowner takes it; a file
 * that holds no lot says why, and whether choosing the system it was drawn in could help.
 */
export function LotFileLoader() {
  const previewLot = useMapStore((s) => s.previewLot);
  const read = useReadLotFile();
  const [file, setFile] = useState<File>();
  const [system, setSystem] = useState('');
  const systemId = useId();
  const drawing = file !== undefined && isDrawing(file.name);
  // A drawing always needs its system; another file only once it could not be read as it is.
  const asksForSystem = drawing || (file !== undefined && read.isError);
  const systems = useCoordinateSystems(asksForSystem);

  const input = useRef<HTMLInputElement>(null);
  const readFile = (chosen: File, coordinateSystem: string) => {
    read.mutate(
      { file: chosen, coordinateSystem },
      {
        onSuccess: (preview) => {
          previewLot(preview);
          // Read: the map shows it now. The next file starts afresh (in the system just used).
          setFile(undefined);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <div className={styles.fileLoader}>
      <label className={styles.fileLabel}>
        Load the lot from a survey or GIS file (GeoJSON, KML or DXF)
        <input
          ref={input}
          type="file"
          accept={LOT_FILE_TYPES}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setFile(chosen);
            read.reset();
            if (chosen && !isDrawing(chosen.name)) readFile(chosen, '');
          }}
        />
      </label>
      {asksForSystem && (
        <div className={styles.fileSystem}>
          <label htmlFor={systemId}>Drawn in</label>
          <select id={systemId} value={system} onChange={(event) => setSystem(event.target.value)}>
            <option value="">
              {drawing ? 'Choose its coordinate system' : 'As the file says'}
            </option>
            {systems.data?.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.name} ({choice.code})
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.action}
            disabled={(drawing && !system) || read.isPending}
            onClick={() => readFile(file, system)}
          >
            Read the file
          </button>
        </div>
      )}
      {read.isPending && file && (
        <p className={styles.hint} role="status">
          Reading {file.name}…
        </p>
      )}
      {read.isError && (
        <p className={styles.fileError} role="alert">
          {read.error.message}
        </p>
      )}
    </div>
  );
}
