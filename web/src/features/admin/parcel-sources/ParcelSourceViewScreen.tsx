import detailList from '../../../components/detailList.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { messageOr } from '../../../lib/graphql/errors';
import { RecordActions, RecordCard, RecordDelete, RecordGate } from '../RecordScreen';
import {
  useDeleteParcelSource,
  useParcelSource,
  type AdminParcelSource,
} from './api/parcelSourcesApi';
import { PARCEL_SOURCE_RECORD } from './parcelSourceRecord';
import {
  areaText,
  deleteQuestion,
  extentText,
  isRemote,
  PROTOCOL_LABELS,
} from './parcelSourceRules';
import { ParcelImports } from './ParcelImports';
import { TryPoint } from './TryPoint';

/**
 * /admin/parcel-source/{id}: the source with all its settings, Edit, 'Try a point' (what it
 * answers now at a longitude and latitude), and Delete, which says what goes with it.
 */
export function ParcelSourceViewScreen() {
  return (
    <RecordGate kind={PARCEL_SOURCE_RECORD} useRecord={useParcelSource}>
      {(found) => <ParcelSourceDetails source={found} />}
    </RecordGate>
  );
}

function ParcelSourceDetails({ source }: { source: AdminParcelSource }) {
  useDocumentMeta(source.name);
  const remove = useDeleteParcelSource();
  const orNone = (text: string) => text || '—';
  return (
    <RecordCard kind={PARCEL_SOURCE_RECORD} titleId="parcel-source-title" title={source.name}>
      <dl className={detailList.details}>
        <dt>Protocol</dt>
        <dd>{PROTOCOL_LABELS[source.protocol]}</dd>
        {isRemote(source.protocol) ? (
          <>
            <dt>URL</dt>
            <dd>{source.url}</dd>
          </>
        ) : null}
        {source.protocol === 'OGC' ? (
          <>
            <dt>Collection</dt>
            <dd>{source.collection}</dd>
          </>
        ) : null}
        <dt>Area</dt>
        <dd>{areaText(source.area, source.areaLevel)}</dd>
        <dt>Parcel number field</dt>
        <dd>{orNone(source.apnField)}</dd>
        <dt>Situs address field</dt>
        <dd>{orNone(source.situsField)}</dd>
        <dt>Zoning field</dt>
        <dd>{orNone(source.zoningField)}</dd>
        <dt>Extent</dt>
        <dd>{source.extent ? extentText(source.extent) : 'No parcels yet'}</dd>
        <dt>Status</dt>
        <dd>{source.enabled ? 'Enabled: the map asks it for lots' : 'Paused: the map skips it'}</dd>
        <dt>Updated</dt>
        <dd>{new Date(source.updatedAt).toLocaleString()}</dd>
      </dl>
      <RecordActions
        kind={PARCEL_SOURCE_RECORD}
        edit={{ id: source.id, label: 'Edit Source' }}
        backToList
      />
      <TryPoint source={source} />
      {source.protocol === 'STORE' ? <ParcelImports source={source} /> : null}
      <RecordDelete
        kind={PARCEL_SOURCE_RECORD}
        question={deleteQuestion(source)}
        confirmLabel="Delete source"
        busy={remove.isPending}
        remove={async () => (await remove.mutateAsync({ id: source.id })).deleteParcelSource}
        deletedText="Parcel source deleted successfully"
        failedText={(error) => messageOr(error, 'Failed to delete')}
      />
    </RecordCard>
  );
}
