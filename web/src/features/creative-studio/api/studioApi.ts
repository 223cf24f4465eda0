import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  GenerationModelsQuery,
  GenerationTasksQuery,
  GenerationTaskStatus,
  StudioPlanQuery,
} from '../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import { anyUnfinished } from '../taskStatus';
import {
  CREATE_GENERATION_TASK,
  GENERATION_MODELS,
  GENERATION_TASKS,
  RETRY_GENERATION_TASK,
  SAVE_RESULT_TO_PLAN,
  STUDIO_PLAN,
} from './studioDocuments';

/** The plan the studio works on: its title and the photos to generate from. */
export type StudioPlan = NonNullable<StudioPlanQuery['plan']>;
/** A model of the studio, as `generationModels` lists it. */
export type GenerationModel = GenerationModelsQuery['generationModels'][number];
/** A generation task as the task list shows it. */
export type GenerationTask = GenerationTasksQuery['getGenerationTasksByPlanId']['items'][number];

/** SPEC §9: how often the task list asks again while a task on its page runs. */
export const TASK_REFRESH_MS = 2500;

/**
 * The studio's query keys: its models and each plan's tasks under `generation`; the plan itself
 * under `plans`, so a result saved to it (or the plan form's edit) shows on every plan screen.
 */
export const studioKeys = {
  all: [...areaKeys.generation, 'studio'] as const,
  models: () => [...studioKeys.all, 'models'] as const,
  tasks: (planId: string) => [...studioKeys.all, 'tasks', planId] as const,
  plan: (id: string) => [...areaKeys.plans, 'studio', id] as const,
};

/** The plan, asked again each time the studio opens (its photos may have changed in the form). */
export function useStudioPlan(id: string) {
  return useQuery({
    ...graphqlQueryOptions(studioKeys.plan(id), STUDIO_PLAN, { id }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The studio's models; the list changes only with the API's configuration. */
export function useGenerationModels() {
  return useQuery({
    ...graphqlQueryOptions(studioKeys.models(), GENERATION_MODELS, {}),
    staleTime: 5 * 60_000,
  });
}

/**
 * One page of the plan's tasks (in one status, or all when `status` is null), newest first. The
 * page stays shown while the next loads, and is asked again every 2.5 seconds while a task on it
 * is created or pending.
 */
export function useGenerationTasks(
  planId: string,
  status: GenerationTaskStatus | null,
  paging: { page: number; pageSize: number },
) {
  return useQuery({
    ...graphqlQueryOptions(studioKeys.tasks(planId), GENERATION_TASKS, {
      planId,
      status,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      anyUnfinished(query.state.data?.getGenerationTasksByPlanId.items ?? [])
        ? TASK_REFRESH_MS
        : false,
  });
}

/** Queues a task; the plan's task list shows it at once. */
export function useCreateGenerationTask() {
  return useGraphQLMutation(CREATE_GENERATION_TASK, {
    invalidates: (_, { input }) => [studioKeys.tasks(input.planId)],
  });
}

/** Runs a task again; the plan's task list shows it queued. */
export function useRetryGenerationTask() {
  return useGraphQLMutation(RETRY_GENERATION_TASK, {
    invalidates: (_, { planId }) => [studioKeys.tasks(planId)],
  });
}

/**
 * Adds a task's result to the plan's photos: every plan screen (the back office's list, detail
 * and form, the homeowner's plan page, the studio's own photo picker) reads plans under `plans`.
 */
export function useSaveResultToPlan() {
  return useGraphQLMutation(SAVE_RESULT_TO_PLAN, { invalidates: [areaKeys.plans] });
}
