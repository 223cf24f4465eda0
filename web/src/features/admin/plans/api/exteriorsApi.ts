import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FluxGenerationsOfPlanQuery } from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions } from '../../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../../lib/query/keys';
import { postJson } from '../../../../lib/restClient';
import { fluxStatus, type ExteriorSettings } from '../exteriors/exteriorGeneration';
import { FLUX_GENERATIONS_OF_PLAN } from './exteriorsDocuments';

/** An exterior generation of the plan form's list. */
export type FluxGeneration = FluxGenerationsOfPlanQuery['fluxGenerationByPlanId'][number];

/** Where the exterior dialog queues its generation (SPEC §7.3). */
export const GENERATE_EXTERIORS_URL = '/api/flux/generate-images';

/** What `POST /api/flux/generate-images` is sent. */
export interface ExteriorRequest {
  styles: string[];
  image: string;
  planId: string;
  settings: ExteriorSettings;
}

/** A plan's exterior generations' keys, under `generation`: queueing one asks for them again. */
export const exteriorsKeys = {
  all: [...areaKeys.generation, 'exteriors'] as const,
  ofPlan: (planId: string) => [...exteriorsKeys.all, planId] as const,
};

/** How often the list asks again while a generation is still pending. */
const FLUX_REFRESH_MS = 2500;

/** The plan's exterior generations, asked again while one is pending (so it fills in by itself). */
export function useFluxGenerations(planId: string) {
  return useQuery({
    ...graphqlQueryOptions(exteriorsKeys.ofPlan(planId), FLUX_GENERATIONS_OF_PLAN, { planId }),
    refetchInterval: (query) =>
      (query.state.data?.fluxGenerationByPlanId ?? []).some(
        (generation) => fluxStatus(generation.status) === 'pending',
      )
        ? FLUX_REFRESH_MS
        : false,
  });
}

/** Queues an exterior generation (rejects with the API's message); the plan's list shows it. */
export function useGenerateExteriors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExteriorRequest) => postJson<unknown>(GENERATE_EXTERIORS_URL, request),
    onSuccess: (_queued, { planId }) =>
      queryClient.invalidateQueries({ queryKey: exteriorsKeys.ofPlan(planId) }),
  });
}
