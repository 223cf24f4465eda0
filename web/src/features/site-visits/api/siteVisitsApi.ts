import { useQuery } from '@tanstack/react-query';
import type {
  MySiteVisitsQuery,
  SavedPlacesQuery,
  SiteVisitQuery,
} from '../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import {
  ADMIN_SITE_VISITS,
  MY_SITE_VISITS,
  SAVED_PLACES,
  SITE_VISIT,
  SITE_VISIT_CREATE,
  SITE_VISIT_SUBMIT,
  SITE_VISIT_TEMPLATE,
  SITE_VISIT_TEMPLATE_PUBLISH,
  SITE_VISIT_UPDATE,
} from './siteVisitsDocuments';

export type SiteVisitCard = MySiteVisitsQuery['siteVisitUserList'][number];
export type SiteVisitDetail = SiteVisitQuery['getSiteVisit'];
export type VisitQuestion = SiteVisitDetail['categories'][number]['questions'][number];
export type SavedPlace = SavedPlacesQuery['mapResults']['items'][number];

/**
 * Site visits' query keys, under `siteVisits`: the lists (the user's, the admin's), each visit
 * and the questionnaire template. A change to a visit invalidates `changed(id)`.
 */
export const siteVisitKeys = {
  all: areaKeys.siteVisits,
  lists: () => [...siteVisitKeys.all, 'list'] as const,
  mine: (userId: string) => [...siteVisitKeys.lists(), 'mine', userId] as const,
  admin: () => [...siteVisitKeys.lists(), 'admin'] as const,
  detail: (id: string) => [...siteVisitKeys.all, 'detail', id] as const,
  template: () => [...siteVisitKeys.all, 'template'] as const,
  /** What a change to visit `id` (an answer, its title, its submission) shows in: it and the lists. */
  changed: (id: string) => [siteVisitKeys.detail(id), siteVisitKeys.lists()] as const,
};

/** The user's saved plans a visit can start from: under `mapResults`, which a rename invalidates. */
const savedPlacesKey = [...areaKeys.mapResults, 'siteVisitPlaces'] as const;

/** The signed-in user's visits (SPEC §3). */
export function useMySiteVisits(userId: string) {
  return useQuery(graphqlQueryOptions(siteVisitKeys.mine(userId), MY_SITE_VISITS, { userId }));
}

/** Every user's visits, with who made each (admins). */
export function useAdminSiteVisits() {
  return useQuery(graphqlQueryOptions(siteVisitKeys.admin(), ADMIN_SITE_VISITS, {}));
}

/** One visit with every question and its answer. */
export function useSiteVisit(id: string) {
  return useQuery(graphqlQueryOptions(siteVisitKeys.detail(id), SITE_VISIT, { id }));
}

/** The user's saved plans a new visit can take its address and lot from. */
export function useSavedPlaces() {
  return useQuery(graphqlQueryOptions(savedPlacesKey, SAVED_PLACES, {}));
}

/** The questionnaire new visits are answered on (admins). */
export function useSiteVisitTemplate() {
  return useQuery(graphqlQueryOptions(siteVisitKeys.template(), SITE_VISIT_TEMPLATE, {}));
}

/** Starts a visit; the lists show it. */
export function useCreateSiteVisit() {
  return useGraphQLMutation(SITE_VISIT_CREATE, { invalidates: [siteVisitKeys.lists()] });
}

/** Renames a visit and chooses its preview photo; its page and cards show them. */
export function useUpdateSiteVisit() {
  return useGraphQLMutation(SITE_VISIT_UPDATE, {
    invalidates: (_, { id }) => siteVisitKeys.changed(id),
  });
}

/** Submits a visit; its page and cards say Submitted (refetched before `onSuccess` runs). */
export function useSubmitSiteVisit() {
  return useGraphQLMutation(SITE_VISIT_SUBMIT, {
    invalidates: (_, { id }) => siteVisitKeys.changed(id),
  });
}

/** Publishes a new version of the questionnaire (admins); new visits are answered on it. */
export function usePublishSiteVisitTemplate() {
  return useGraphQLMutation(SITE_VISIT_TEMPLATE_PUBLISH, {
    invalidates: [siteVisitKeys.template()],
  });
}
