import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { ResourceList } from '../../../components/list/ResourceList';
import { listStatus } from '../listStatus';
import { useParcelSources, type AdminParcelSource } from './api/parcelSourcesApi';
import { areaText, extentText, PROTOCOL_LABELS } from './parcelSourceRules';
import own from './ParcelSources.module.css';

/** /admin/parcel-sources: every source, the most specific areas first, with 'Add source'. */
export function ParcelSourcesListScreen() {
  const sources = useParcelSources();
  return (
    <ResourceList
      title="Parcel sources"
      basePath="/admin/parcel-source"
      items={sources.data?.parcelSources}
      {...listStatus(sources)}
      itemTitle={(source) => source.name}
      emptyText="No parcel sources yet: the map finds no lot lines until one is added."
      creatable={false}
      toolbar={
        <div className={own.toolbar}>
          <p className={own.meta}>
            Where the map finds the county&apos;s lot lines at an address. The most specific
            area&apos;s source answers first: a city&apos;s before its county&apos;s, a
            county&apos;s before its state&apos;s.
          </p>
          <Link className={buttons.primary} to="/admin/parcel-source/new">
            <Plus aria-hidden size={18} />
            Add source
          </Link>
        </div>
      }
      renderItem={(source) => <SourceSummary source={source} />}
    />
  );
}

function SourceSummary({ source }: { source: AdminParcelSource }) {
  return (
    <div className={own.summary}>
      <span>{PROTOCOL_LABELS[source.protocol]}</span>
      <span>{areaText(source.area, source.areaLevel)}</span>
      <span>
        <span className={source.enabled ? own.enabled : own.paused}>
          {source.enabled ? 'Enabled' : 'Paused'}
        </span>
      </span>
      <span>{source.extent ? extentText(source.extent) : 'No parcels yet'}</span>
    </div>
  );
}
