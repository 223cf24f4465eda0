import type { RecordKind } from '../records';

/**
 * The rule sets' screens (`/admin/rule-set/{id}`, `/admin/rule-set/edit/{id}`): their list, and
 * what they say while loading and once saved.
 */
export const RULE_SET_RECORD: RecordKind = {
  segment: 'rule-set',
  listPath: '/admin/rule-sets',
  listLabel: 'Local rules',
  loadingText: 'Loading rule set',
  notFoundText: 'Rule set not found.',
  saved: {
    created: 'Rule set created successfully',
    updated: 'Rule set updated successfully',
  },
};
