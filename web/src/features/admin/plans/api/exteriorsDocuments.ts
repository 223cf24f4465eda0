import { graphql } from '../../../../lib/graphql/gql';

/** A plan's exterior generations (SPEC §7.3). */
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
