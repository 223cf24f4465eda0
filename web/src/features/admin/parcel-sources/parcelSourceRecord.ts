import type { RecordKind } from '../records';

/**
 * The parcel sources' screens (`/admin/parcel-source/{id}`, `/admin/parcel-source/edit/{id}`):
 * their list, and what they say while loading and once saved.
 */
export const PARCEL_SOURCE_RECORD: RecordKind = {
  segment: 'parcel-source',
  listPath: '/admin/parcel-sources',
  listLabel: 'Parcel sources',
  loadingText: 'Loading parcel source',
  notFoundText: 'Parcel source not found.',
  saved: {
    created: 'Parcel source created successfully',
    updated: 'Parcel source updated successfully',
  },
};
