import { graphql } from '../../../lib/graphql/gql';

/** The plan the studio works on: its title and the photos to generate from. */
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

/** The studio's models: whether each runs here, its styles, settings and preset prompts. */
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

/** A generation task as the task list shows it. */
export const GENERATION_TASK_FIELDS = graphql(`
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

/** Queues a task for the plan (SPEC §7.1's request, see generationRequest.ts). */
export const CREATE_GENERATION_TASK = graphql(`
  mutation CreateGenerationTask($input: GenerationTaskCreate!) {
    createGenerationTask(input: $input) {
      ...GenerationTaskFields
    }
  }
`);

/** Runs a task again with its own request. */
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
