import type {
  CataloguePlansQuery,
  CataloguePlansQueryVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';
import {
  PLAN_LABEL_META,
  PLAN_PHOTO_FIELDS,
  PLAN_PRICE_FIELDS,
} from '../../lib/graphql/planFragments';

/** A plan as a catalogue card shows it. */
export type CataloguePlan = CataloguePlansQuery['plans']['items'][number];

/**
 * One page of the catalogue. The fields behind the admins' completeness indicators (the floor
 * plan drawing is the heavy one) are only asked for when an admin is looking.
 */
export const CATALOGUE_PLANS: Operation<CataloguePlansQuery, CataloguePlansQueryVariables> = {
  document: /* GraphQL */ `
    query CataloguePlans($filters: PlanFilters!, $admin: Boolean!) {
      plans(filters: $filters) {
        totalCount
        items {
          id
          title
          image
          isHidden
          ...PlanPriceFields
          photos {
            ...PlanPhotoFields
          }
          meta {
            type
            ...PlanLabelMeta
          }
          url @include(if: $admin)
          decorId @include(if: $admin)
          planId @include(if: $admin)
          planSVG @include(if: $admin)
        }
      }
    }
    ${PLAN_PRICE_FIELDS}
    ${PLAN_PHOTO_FIELDS}
    ${PLAN_LABEL_META}
  `,
};
