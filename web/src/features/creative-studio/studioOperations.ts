import type {
  GenerationModelsQuery,
  GenerationTasksQuery,
  StudioPlanQuery,
} from '../../lib/graphql/gql/graphql';
import { graphql } from '../../lib/graphql/gql';

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

export const STUDIO_PLAN = graphql(`
  query StudioPlan($id: ID!) {
    plan(id: $id) {
      id
      title
      photos {
        ...PlanPhotoFields
      }
    }
  }
`);

export const GENERATION_MODELS = graphql(`
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
`);

export const TASK_FIELDS = graphql(`
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
`);

/** One page of the plan's tasks, newest first, optionally in one status. */
export const GENERATION_TASKS = graphql(`
  query GenerationTasks($planId: ID!, $status: GenerationTaskStatus, $page: Int!, $pageSize: Int!) {
    getGenerationTasksByPlanId(planId: $planId, status: $status, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...GenerationTaskFields
      }
    }
  }
`);

export const CREATE_GENERATION_TASK = graphql(`
  mutation CreateGenerationTask($input: GenerationTaskCreate!) {
    createGenerationTask(input: $input) {
      ...GenerationTaskFields
    }
  }
`);

export const RETRY_GENERATION_TASK = graphql(`
  mutation RetryGenerationTask($taskId: ID!, $planId: ID!) {
    retryGenerationTask(taskId: $taskId, planId: $planId) {
      ...GenerationTaskFields
    }
  }
`);

/** Adds the task's first result to the plan's photos (unpublished, labelled 'AI render'). */
export const SAVE_RESULT_TO_PLAN = graphql(`
  mutation SaveResultToPlan($planId: ID!, $taskId: ID!) {
    saveResultToPlan(planId: $planId, taskId: $taskId)
  }
`);
