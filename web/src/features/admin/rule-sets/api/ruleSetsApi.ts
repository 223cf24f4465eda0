import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../../lib/graphql/client';
import type {
  AdminRuleSetForEditQuery,
  AdminRuleSetQuery,
  AdminRuleSetsQuery,
} from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys, areaKeys } from '../../../../lib/query/keys';
import type { AreaChoice } from '../../parcel-sources/api/parcelSourcesApi';
import { PARCEL_AREA_PARENTS } from '../../parcel-sources/api/parcelSourcesDocuments';
import {
  ADMIN_RULE_SET,
  ADMIN_RULE_SET_FOR_EDIT,
  ADMIN_RULE_SETS,
  CREATE_RULE_SET,
  DELETE_RULE_SET,
  UPDATE_RULE_SET,
} from './ruleSetsDocuments';

/** A rule set as the list shows it. */
export type RuleSetSummary = AdminRuleSetsQuery['ruleSets'][number];

/** A rule set as its view shows it, with its versions. */
export type AdminRuleSet = AdminRuleSetQuery['ruleSet'];

/** A version of a rule set, as the view lists them. */
export type AdminRuleSetVersion = AdminRuleSet['versions'][number];

/** A rule set for its form, with the places its area lies in (a city's county and state). */
export type RuleSetForEdit = AdminRuleSetForEditQuery['ruleSet'] & { areaChoice: AreaChoice };

/**
 * The back office's rule set keys, under `rules` beside the local rules the map holds plans to:
 * a change here invalidates both.
 */
export const ruleSetsKeys = {
  ...adminRecordKeys(areaKeys.rules),
  edit: (id: string) => [...areaKeys.rules, 'admin', 'edit', id] as const,
};

/** Every rule set: states first, then counties and cities. */
export function useRuleSets() {
  return useQuery(graphqlQueryOptions(ruleSetsKeys.list(), ADMIN_RULE_SETS, {}));
}

/** One rule set with its versions; NOT_FOUND when there is none. */
export function useRuleSet(id: string) {
  return useQuery({
    ...graphqlQueryOptions(ruleSetsKeys.detail(id), ADMIN_RULE_SET, { id }),
    select: (data) => data.ruleSet,
  });
}

/** The rule set for its form, with its area's county and state found. */
export function useRuleSetForEdit(id: string) {
  return useQuery({
    queryKey: ruleSetsKeys.edit(id),
    queryFn: ({ signal }) => loadForEdit(id, signal),
    // The form is filled once, and its save sends the version it was filled from: a refetch
    // would change neither what the admin is typing nor the version they are editing. Forgotten
    // once the form closes, so the next one starts from the version saved since.
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

async function loadForEdit(id: string, signal: AbortSignal): Promise<RuleSetForEdit> {
  const { ruleSet } = await gqlRequest(ADMIN_RULE_SET_FOR_EDIT, { id }, signal);
  const { areaId, areaLevel, areaValue } = ruleSet;
  const none: AreaChoice = { state: '', county: '', city: '' };
  if (areaLevel === 'state') return { ...ruleSet, areaChoice: { ...none, state: areaId } };
  const parent = areaValue?.parentId ?? '';
  if (areaLevel === 'county') {
    return { ...ruleSet, areaChoice: { ...none, state: parent, county: areaId } };
  }
  if (areaLevel !== 'city') return { ...ruleSet, areaChoice: none };
  // A city lies in its county, which lies in its state.
  const parents = parent
    ? (await gqlRequest(PARCEL_AREA_PARENTS, { ids: [parent] }, signal)).directoriesValuesByIds
    : [];
  const state = parents[0]?.parentId ?? '';
  return { ...ruleSet, areaChoice: { state, county: parent, city: areaId } };
}

/** A saved set changes the back office's lists and views, and the map's local rules. */
const RULE_SET_CHANGES = [areaKeys.rules];

export function useCreateRuleSet() {
  return useGraphQLMutation(CREATE_RULE_SET, { invalidates: RULE_SET_CHANGES });
}

/** Writes the next version: the list, the view and a form opened again all show it. */
export function useUpdateRuleSet() {
  return useGraphQLMutation(UPDATE_RULE_SET, { invalidates: RULE_SET_CHANGES });
}

/**
 * Deletes a set: its own view and form are dropped rather than asked again (the screen showing
 * it is on its way back to the list), then the list and the map's local rules follow.
 */
export function useDeleteRuleSet() {
  const queryClient = useQueryClient();
  return useGraphQLMutation(DELETE_RULE_SET, {
    onSuccess: async (_deleted, { id }) => {
      queryClient.removeQueries({ queryKey: ruleSetsKeys.detail(id) });
      queryClient.removeQueries({ queryKey: ruleSetsKeys.edit(id) });
      await queryClient.invalidateQueries({ queryKey: areaKeys.rules });
    },
  });
}
