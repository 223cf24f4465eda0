import type { RecordKind } from '../records';

/**
 * The rule sets' screens (`/admin/rule-set/{id}`, `/admin/rule-set/edit/{id}`): their list, and
 * what they say while loading and once saved.
 */
export const RULE_SET_RECORD: RecordKind = {
  // records.ts lists the segments it knows, and 'rule-set' is not among them yet: recordPath
  // only writes the segment into the path, so any segment of `/admin/{segment}/{id}` works.
  segment: 'rule-set' as string as RecordKind['segment'],
  listPath: '/admin/rule-sets',
  listLabel: 'Local rules',
  loadingText: 'Loading rule set',
  notFoundText: 'Rule set not found.',
  saved: {
    created: 'Rule set created successfully',
    updated: 'Rule set updated successfully',
  },
};
