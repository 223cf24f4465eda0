import type {
  FluxGenerationsOfPlanQuery,
  FluxGenerationsOfPlanQueryVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';

/** An exterior generation of the plan form's dialog. */
export type FluxGeneration = FluxGenerationsOfPlanQuery['fluxGenerationByPlanId'][number];

/** The cache key of a plan's exterior generations: a new generation refreshes them. */
export const FLUX_GENERATIONS_KEY = ['flux-generations'] as const;

export const FLUX_GENERATIONS_OF_PLAN: Operation<
  FluxGenerationsOfPlanQuery,
  FluxGenerationsOfPlanQueryVariables
> = {
  document: /* GraphQL */ `
    query FluxGenerationsOfPlan($planId: ID!) {
      fluxGenerationByPlanId(planId: $planId) {
        id
        status
        planId
        sourceImage
        data
        createdAt
        updatedAt
        executionTime
      }
    }
  `,
};
