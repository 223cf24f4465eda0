import type { FluxGenerationsOfPlanQuery } from '../../../lib/graphql/gql/graphql';
import { graphql } from '../../../lib/graphql/gql';

/** An exterior generation of the plan form's dialog. */
export type FluxGeneration = FluxGenerationsOfPlanQuery['fluxGenerationByPlanId'][number];

/** The cache key of a plan's exterior generations: a new generation refreshes them. */
export const FLUX_GENERATIONS_KEY = ['flux-generations'] as const;

export const FLUX_GENERATIONS_OF_PLAN = graphql(`
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
`);
