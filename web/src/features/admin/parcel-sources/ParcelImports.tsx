import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import notice from '../../../components/notice.module.css';
import { messageOr } from '../../../lib/graphql/errors';
import { withThousands } from '../../../lib/price';
import {
  importUnderWay,
  parcelSourcesKeys,
  useImportControl,
  useParcelImports,
  useStartParcelImport,
  type AdminParcelImport,
  type AdminParcelSource,
} from './api/parcelSourcesApi';
import records from '../recordScreens.module.css';
import own from './ParcelSources.module.css';

/** How each state reads. */
const STATE_LABELS: Record<string, string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  paused: 'Paused',
  done: 'Done',
  failed: 'Failed',
};

/**
 * 'Import a county file' on a store source's page: upload the county's published parcels
 * (GeoJSON) and follow the import, which the job queue runs a batch at a time. The admin may
 * leave the page (the import goes on) and pause or resume it; one run from the command line is
 * shown too, and resumed there.
 */
export function ParcelImports({ source }: { source: AdminParcelSource }) {
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File>();
  const input = useRef<HTMLInputElement>(null);
  const imports = useParcelImports(source.id);
  const start = useStartParcelImport(source.id);
  const queryClient = useQueryClient();

  // An import that ends changes the source's extent: its page reads it again. (Imports done
  // before the page first looked changed nothing since.)
  const done = useRef<Set<string>>(undefined);
  useEffect(() => {
    if (!imports.data) return;
    const now = new Set(imports.data.filter((i) => i.state === 'done').map((i) => i.id));
    const known = done.current;
    done.current = now;
    if (known && [...now].some((id) => !known.has(id))) {
      void queryClient.invalidateQueries({ queryKey: parcelSourcesKeys.detail(source.id) });
    }
  }, [imports.data, queryClient, source.id]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    start.mutate(file, {
      onSuccess: () => {
        setFile(undefined);
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <section className={own.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        Import a county file
      </h2>
      <p className={own.meta} id={hintId}>
        The county&apos;s published parcels as GeoJSON (up to 512 MB), in longitude/latitude or the
        State Plane system its <code>crs</code> names; read with this source&apos;s field names.
        When the import is done, its parcels replace those of earlier imports. You may leave this
        page: the import goes on.
      </p>
      <form className={own.tryForm} onSubmit={submit}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={fileId}>
            County parcel file
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            aria-describedby={hintId}
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </div>
        <div className={own.tryActions}>
          <button
            type="submit"
            className={buttons.secondary}
            disabled={!file || start.isPending}
            aria-busy={start.isPending}
          >
            {start.isPending ? 'Uploading…' : 'Import'}
          </button>
        </div>
      </form>
      {start.isError ? (
        <p className={notice.error} role="alert">
          {messageOr(start.error, 'The file could not be uploaded. Please try again.')}
        </p>
      ) : null}
      {imports.data && imports.data.length > 0 ? (
        <ul className={records.history} aria-label="Imports">
          {imports.data.map((found) => (
            <ImportRow key={found.id} sourceId={source.id} found={found} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ImportRow({ sourceId, found }: { sourceId: string; found: AdminParcelImport }) {
  const { pause, resume } = useImportControl(sourceId);
  const percent = Math.floor(found.percent);
  const counts = `${withThousands(found.parcelsStored)} parcels stored from ${withThousands(found.featuresRead)} features`;
  const control = pause.isError ? pause.error : resume.isError ? resume.error : undefined;
  return (
    <li className={records.historyRow} aria-label={found.fileName}>
      <p className={records.historyTitle}>
        <span>{found.fileName}</span>
        <span className={own.meta}>{STATE_LABELS[found.state] ?? found.state}</span>
      </p>
      <progress
        className={own.progress}
        max={100}
        value={percent}
        aria-label={`${found.fileName}: ${percent} % read`}
      />
      <p className={own.meta} role="status">
        {found.message || `${counts} (${percent} % of the file)`}
      </p>
      {found.fromCommandLine && found.state !== 'done' && found.state !== 'failed' ? (
        <p className={own.meta}>
          Run from the command line: run the same command again to resume it.
        </p>
      ) : null}
      <div className={own.tryActions}>
        {importUnderWay(found.state) && !found.fromCommandLine ? (
          <button
            type="button"
            className={buttons.secondary}
            disabled={pause.isPending}
            onClick={() => pause.mutate({ id: found.id })}
          >
            Pause
          </button>
        ) : null}
        {found.state === 'paused' && !found.fromCommandLine ? (
          <button
            type="button"
            className={buttons.secondary}
            disabled={resume.isPending}
            onClick={() => resume.mutate({ id: found.id })}
          >
            Resume
          </button>
        ) : null}
      </div>
      {control ? (
        <p className={notice.error} role="alert">
          {messageOr(control, 'The import could not be changed. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}
