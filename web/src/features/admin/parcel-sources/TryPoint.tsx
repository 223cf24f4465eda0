import { useId, useState, type SubmitEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import detailList from '../../../components/detailList.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import notice from '../../../components/notice.module.css';
import { Spinner } from '../../../components/Spinner';
import { messageOr } from '../../../lib/graphql/errors';
import type { TryParcelSourceMutation } from '../../../lib/graphql/gql/graphql';
import { classNames } from '../../../lib/classNames';
import { useTryParcelSource, type AdminParcelSource } from './api/parcelSourcesApi';
import { extentCentre, parsePoint, sqFtText, tryStatusLabel } from './parcelSourceRules';
import own from './ParcelSources.module.css';

type Answer = TryParcelSourceMutation['tryParcelSource'];

/**
 * 'Try a point': asks the saved source, now and not from the cache, for the parcel at a
 * longitude and latitude (the middle of its extent to begin with), and shows what it answered:
 * the check of its URL and field names.
 */
export function TryPoint({ source }: { source: AdminParcelSource }) {
  const headingId = useId();
  const lonId = useId();
  const latId = useId();
  const errorId = useId();
  const centre = source.extent ? extentCentre(source.extent) : { lon: '', lat: '' };
  const [lon, setLon] = useState(centre.lon);
  const [lat, setLat] = useState(centre.lat);
  const [pointError, setPointError] = useState<string>();
  const tryIt = useTryParcelSource();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const point = parsePoint(lon, lat);
    if ('error' in point) {
      setPointError(point.error);
      return;
    }
    setPointError(undefined);
    tryIt.mutate({ id: source.id, ...point });
  };

  const invalid = pointError !== undefined;
  return (
    <section className={own.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        Try a point
      </h2>
      <p className={own.meta}>
        Asks the source now, without the cache, for the parcel at a longitude and latitude: the
        check of its URL and field names.
      </p>
      <form className={own.tryForm} onSubmit={submit} noValidate>
        <div className={own.pair}>
          <PointInput
            id={lonId}
            label="Longitude"
            value={lon}
            invalid={invalid}
            errorId={errorId}
            onChange={setLon}
          />
          <PointInput
            id={latId}
            label="Latitude"
            value={lat}
            invalid={invalid}
            errorId={errorId}
            onChange={setLat}
          />
        </div>
        {pointError ? (
          <p id={errorId} className={fieldStyles.error} role="alert">
            {pointError}
          </p>
        ) : null}
        <div className={own.tryActions}>
          <button
            type="submit"
            className={buttons.secondary}
            disabled={tryIt.isPending}
            aria-busy={tryIt.isPending}
          >
            Try
          </button>
        </div>
      </form>
      <div role="status" aria-label="Answer" aria-busy={tryIt.isPending}>
        {tryIt.isPending ? <Spinner label="Asking the source" size={32} /> : null}
        {tryIt.isError ? (
          <p className={notice.error}>
            {messageOr(tryIt.error, 'The source could not be asked. Please try again.')}
          </p>
        ) : null}
        {tryIt.data ? <TryAnswer answer={tryIt.data.tryParcelSource} at={tryIt.variables} /> : null}
      </div>
    </section>
  );
}

function PointInput({
  id,
  label,
  value,
  invalid,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  errorId: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={classNames(fieldStyles.input, invalid && fieldStyles.invalid)}
        value={value}
        autoComplete="off"
        // No decimal keypad: a phone's has no minus sign, and western longitudes need one.
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function TryAnswer({ answer, at }: { answer: Answer; at: { lon: number; lat: number } }) {
  const orNone = (text: string | null) => text || '—';
  return (
    <div className={own.answer}>
      <p className={own.answerStatus}>
        {tryStatusLabel(answer.status)}
        <span className={own.meta}>
          {' '}
          at {at.lon}, {at.lat}
        </span>
      </p>
      <p className={own.answerMessage}>{answer.message}</p>
      {answer.status === 'found' ? (
        <dl className={detailList.details}>
          <dt>Parcel number (APN)</dt>
          <dd>{orNone(answer.apn)}</dd>
          <dt>Situs address</dt>
          <dd>{orNone(answer.situsAddress)}</dd>
          <dt>Zoning</dt>
          <dd>{orNone(answer.zoning)}</dd>
          <dt>Corners</dt>
          <dd>{answer.cornerCount ?? '—'}</dd>
          <dt>Area</dt>
          <dd>{answer.areaSqFt === null ? '—' : sqFtText(answer.areaSqFt)}</dd>
        </dl>
      ) : null}
    </div>
  );
}
