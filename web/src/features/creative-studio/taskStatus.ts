import type { GenerationTaskStatus } from '../../lib/graphql/gql/graphql';

/** A task's status as SPEC §4 words it: created → pending → done | failure. */
export type TaskStatusName = 'created' | 'pending' | 'done' | 'failure';

/** SPEC §9's status filter, in its order, after 'all'. */
export const TASK_STATUSES: readonly TaskStatusName[] = ['created', 'pending', 'done', 'failure'];

/** SPEC §4: the badge colour of each status. */
export const STATUS_COLOURS: Record<TaskStatusName, 'blue' | 'orange' | 'green' | 'red'> = {
  created: 'blue',
  pending: 'orange',
  done: 'green',
  failure: 'red',
};

const NAMES: Record<GenerationTaskStatus, TaskStatusName> = {
  CREATED: 'created',
  PENDING: 'pending',
  DONE: 'done',
  FAILURE: 'failure',
};

const VALUES: Record<TaskStatusName, GenerationTaskStatus> = {
  created: 'CREATED',
  pending: 'PENDING',
  done: 'DONE',
  failure: 'FAILURE',
};

/** The API's status as SPEC words it. */
export function statusName(status: GenerationTaskStatus): TaskStatusName {
  return NAMES[status];
}

/** The filter's choice as the API takes it; null (every status) for 'all'. */
export function statusFilterValue(choice: string): GenerationTaskStatus | null {
  return TASK_STATUSES.find((name) => name === choice) ? VALUES[choice as TaskStatusName] : null;
}

/** Done or failed: nothing more will happen to the task unless it is retried. */
export function isFinished(status: GenerationTaskStatus): boolean {
  return status === 'DONE' || status === 'FAILURE';
}

/** SPEC §4: Retry is offered for created, done and failed tasks (not while one runs). */
export function canRetry(status: GenerationTaskStatus): boolean {
  return status !== 'PENDING';
}

/** SPEC §4: results and their actions appear only when the task is done with a result. */
export function resultsOf(task: {
  status: GenerationTaskStatus;
  output: { result: readonly string[] } | null;
}): readonly string[] {
  return task.status === 'DONE' && task.output ? task.output.result : [];
}

/** Whether the list should keep asking: some task shown may still change by itself. */
export function anyUnfinished(tasks: readonly { status: GenerationTaskStatus }[]): boolean {
  return tasks.some((task) => !isFinished(task.status));
}
