import { Download, ExternalLink } from 'lucide-react';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { classNames } from '../../lib/classNames';
import type { GenerationTask } from './api/studioApi';
import { TaskActions } from './TaskActions';
import styles from './TaskList.module.css';
import { TaskStatusBadge } from './TaskStatusBadge';
import { isFinished, resultsOf } from './taskStatus';
import { executionTimeText, remainingTimeText } from './taskTiming';

/**
 * One task: its source image (under a loader until it ends), status, model, style and prompt,
 * its timing, its failure's reason, and when done its results with Open and Download, and the
 * task's actions (Save to plan, Retry).
 */
export function TaskCard({ task, modelLabel }: { task: GenerationTask; modelLabel: string }) {
  const results = resultsOf(task);
  return (
    <li className={styles.task} data-testid="generation-task" data-task-id={task.id}>
      <TaskSource task={task} />
      <div className={styles.details}>
        <div className={styles.headline}>
          <TaskStatusBadge status={task.status} />
          <span className={styles.model}>{modelLabel}</span>
          {task.input.style ? <span className={styles.style}>{task.input.style}</span> : null}
        </div>
        {task.input.prompt ? <p className={styles.prompt}>{task.input.prompt}</p> : null}
        <TaskFacts task={task} />
        {task.status === 'FAILURE' && task.error ? (
          <p className={styles.error} data-testid="task-error">
            {task.error}
          </p>
        ) : null}
        {results.length > 0 ? (
          <TaskResults results={results} compressed={task.output?.compressed ?? []} />
        ) : null}
        <TaskActions task={task} hasResults={results.length > 0} />
      </div>
    </li>
  );
}

/** The task's first source image, under a loader while the task has not ended. */
function TaskSource({ task }: { task: GenerationTask }) {
  return (
    <div className={styles.source}>
      {task.input.image ? (
        <img src={task.input.image} alt="Source image" loading="lazy" />
      ) : (
        <span className={styles.noImage}>No source image</span>
      )}
      {isFinished(task.status) ? null : (
        <div className={styles.loader}>
          <Spinner
            label={task.status === 'CREATED' ? 'Waiting to start' : 'Generating'}
            size={32}
          />
        </div>
      )}
    </div>
  );
}

/** When the task was made, from how many images, and how long it ran (or still needs). */
function TaskFacts({ task }: { task: GenerationTask }) {
  const executionTime = executionTimeText(task);
  return (
    <p className={styles.facts}>
      <span>Created {new Date(task.createdAt).toLocaleString()}</span>
      {task.input.images.length > 1 ? <span>{task.input.images.length} images</span> : null}
      {isFinished(task.status) ? (
        executionTime ? (
          <span data-testid="task-execution-time">Execution time: {executionTime}</span>
        ) : null
      ) : (
        <span data-testid="task-remaining-time">
          Remaining time: {remainingTimeText(task.input)}
        </span>
      )}
    </p>
  );
}

/** A done task's results, each shown by its compressed copy, to open or download in full. */
function TaskResults({
  results,
  compressed,
}: {
  results: readonly string[];
  compressed: readonly string[];
}) {
  return (
    <ul className={styles.results} aria-label="Results">
      {results.map((url, index) => (
        <li key={url} className={styles.result}>
          <img src={compressed[index] ?? url} alt={`Result ${index + 1}`} loading="lazy" />
          <span className={styles.resultLinks}>
            <a
              className={classNames(buttons.secondary, buttons.small)}
              href={url}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open result ${index + 1}`}
            >
              <ExternalLink aria-hidden size={14} />
              Open
            </a>
            <a
              className={classNames(buttons.secondary, buttons.small)}
              href={url}
              download
              aria-label={`Download result ${index + 1}`}
            >
              <Download aria-hidden size={14} />
              Download
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
