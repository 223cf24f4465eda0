import type {
  CreateGenerationTaskMutation,
  CreateGenerationTaskMutationVariables,
  GenerationModelsQuery,
  GenerationModelsQueryVariables,
  GenerationTasksQuery,
  GenerationTasksQueryVariables,
  RetryGenerationTaskMutation,
  RetryGenerationTaskMutationVariables,
  SaveResultToPlanMutation,
  SaveResultToPlanMutationVariables,
  StudioPlanQuery,
  StudioPlanQueryVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';
import { PLAN_PHOTO_FIELDS } from '../../lib/graphql/planFragments';

/** The plan the studio works on: its title and the photos to generate from. */
export type StudioPlan = NonNullable<StudioPlanQuery['plan']>;
/** A model of the studio, as `generationModels` lists it. */
export type GenerationModel = GenerationModelsQuery['generationModels'][number];
/** A generation task as the task list shows it. */
export type GenerationTask = GenerationTasksQuery['getGenerationTasksByPlanId']['items'][number];

/** The cache key of the plan's task list: creating or retrying a task refreshes it. */
export const TASKS_KEY = ['generation-tasks'] as const;
/** The cache key of the model list (the same for every plan). */
export const MODELS_KEY = ['generation-models'] as const;

export const STUDIO_PLAN: Operation<StudioPlanQuery, StudioPlanQueryVariables> = {
  document: /* GraphQL */ `
    query StudioPlan($id: ID!) {
      plan(id: $id) {
        id
        title
        photos {
          ...PlanPhotoFields
        }
      }
    }
    ${PLAN_PHOTO_FIELDS}
  `,
};

export const GENERATION_MODELS: Operation<GenerationModelsQuery, GenerationModelsQueryVariables> = {
  document: /* GraphQL */ `
    query GenerationModels {
      generationModels {
        key
        label
        available
        unavailableReason
        styles {
          key
          label
        }
        settings
        prompts
      }
    }
  `,
};

const TASK_FIELDS = /* GraphQL */ `
  fragment GenerationTaskFields on GenerationTask {
    id
    status
    planId
    input {
      model
      style
      prompt
      image
      images
      input
    }
    output {
      result
      compressed
    }
    error
    createdAt
    updatedAt
    startedAt
    finishedAt
  }
`;

/** One page of the plan's tasks, newest first, optionally in one status. */
export const GENERATION_TASKS: Operation<GenerationTasksQuery, GenerationTasksQueryVariables> = {
  document: /* GraphQL */ `
    query GenerationTasks(
      $planId: ID!
      $status: GenerationTaskStatus
      $page: Int!
      $pageSize: Int!
    ) {
      getGenerationTasksByPlanId(
        planId: $planId
        status: $status
        page: $page
        pageSize: $pageSize
      ) {
        totalCount
        items {
          ...GenerationTaskFields
        }
      }
    }
    ${TASK_FIELDS}
  `,
};

export const CREATE_GENERATION_TASK: Operation<
  CreateGenerationTaskMutation,
  CreateGenerationTaskMutationVariables
> = {
  document: /* GraphQL */ `
    mutation CreateGenerationTask($input: GenerationTaskCreate!) {
      createGenerationTask(input: $input) {
        ...GenerationTaskFields
      }
    }
    ${TASK_FIELDS}
  `,
};

export const RETRY_GENERATION_TASK: Operation<
  RetryGenerationTaskMutation,
  RetryGenerationTaskMutationVariables
> = {
  document: /* GraphQL */ `
    mutation RetryGenerationTask($taskId: ID!, $planId: ID!) {
      retryGenerationTask(taskId: $taskId, planId: $planId) {
        ...GenerationTaskFields
      }
    }
    ${TASK_FIELDS}
  `,
};

/** Adds the task's first result to the plan's photos (unpublished, labelled 'AI render'). */
export const SAVE_RESULT_TO_PLAN: Operation<
  SaveResultToPlanMutation,
  SaveResultToPlanMutationVariables
> = {
  document: /* GraphQL */ `
    mutation SaveResultToPlan($planId: ID!, $taskId: ID!) {
      saveResultToPlan(planId: $planId, taskId: $taskId)
    }
  `,
};
