import { useState } from 'react';
import { ListFilter } from '../../components/list/ListFilter';
import { Pagination } from '../../components/list/Pagination';
import { usePaging } from '../../components/list/usePaging';
import { Spinner } from '../../components/Spinner';
import { useGenerationModels, useGenerationTasks } from './api/studioApi';
import { TaskCard } from './TaskCard';
import styles from './TaskList.module.css';
import { statusFilterValue, TASK_STATUSES } from './taskStatus';

/** The status filter's choices: every task, or those in one status. */
const STATUS_OPTIONS = [
  { value: 'all', label: 'all' },
  ...TASK_STATUSES.map((status) => ({ value: status, label: status })),
];

/** SPEC §9: the task list's page size (changeable). */
export const TASK_PAGE_SIZE = 10;

/**
 * The plan's generation tasks, newest first: filtered by status, paged, and asked again every
 * 2.5 seconds while a task on the page is created or pending.
 */
export function TaskList({ planId }: { planId: string }) {
  const paging = usePaging(TASK_PAGE_SIZE);
  const [filter, setFilter] = useState('all');
  const models = useGenerationModels();
  const tasks = useGenerationTasks(planId, statusFilterValue(filter), paging);
  const page = tasks.data?.getGenerationTasksByPlanId;
  const labelOf = (key: string) =>
    models.data?.generationModels.find((model) => model.key === key)?.label ?? key;

  let body;
  if (tasks.isPending) {
    body = (
      <div className={styles.status}>
        <Spinner label="Loading tasks" />
      </div>
    );
  } else if (tasks.isError) {
    body = (
      <p className={styles.status} role="alert">
        Error loading tasks: {tasks.error.message}
      </p>
    );
  } else if (!page || page.items.length === 0) {
    body = <p className={styles.status}>No generation tasks found</p>;
  } else {
    body = (
      <>
        <ul className={styles.tasks} aria-label="Generation tasks">
          {page.items.map((task) => (
            <TaskCard key={task.id} task={task} modelLabel={labelOf(task.input.model)} />
          ))}
        </ul>
        <Pagination {...paging} total={page.totalCount} />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="studio-tasks-title">
      <header className={styles.header}>
        <h2 id="studio-tasks-title" className={styles.title}>
          Tasks
        </h2>
        <ListFilter
          label="Status"
          value={filter}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setFilter(value);
            paging.onPageChange(1);
          }}
        />
      </header>
      {body}
    </section>
  );
}
