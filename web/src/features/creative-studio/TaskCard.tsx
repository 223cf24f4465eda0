import { useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, ImagePlus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { classNames } from '../../lib/classNames';
import { gqlRequest } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { PLANS_KEY } from '../../lib/graphql/queryKeys';
import { useAppStore } from '../../stores/appStore';
import {
  RETRY_GENERATION_TASK,
  SAVE_RESULT_TO_PLAN,
  TASKS_KEY,
  type GenerationTask,
} from './studioOperations';
import styles from './TaskList.module.css';
import { TaskStatusBadge } from './TaskStatusBadge';
import { canRetry, isFinished, resultsOf } from './taskStatus';
import { executionTimeText, remainingTimeText } from './taskTiming';

/**
 * One task: its source image (under a loader until it ends), status, model, style and prompt,
 * its timing, its failure's reason, and when done its results with Save to plan (which adds
 * them to the plan's photos unpublished, and says so), Open and Download; Retry for every task
 * that is not running.
 */
export function TaskCard({ task, modelLabel }: { task: GenerationTask; modelLabel: string }) {
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const [busy, setBusy] = useState<'save' | 'retry' | undefined>();
  // A saved result joins the plan's photos unpublished: the card says so, and where to publish.
  const [saved, setSaved] = useState(false);
  const saveHintId = useId();
  const finished = isFinished(task.status);
  const results = resultsOf(task);
  const executionTime = executionTimeText(task);

  const act = async (kind: 'save' | 'retry') => {
    setBusy(kind);
    const ids = { planId: task.planId, taskId: task.id };
    try {
      if (kind === 'save') {
        await gqlRequest(SAVE_RESULT_TO_PLAN, ids);
        showToast('success', 'Image saved to plan successfully');
        setSaved(true);
        await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      } else {
        await gqlRequest(RETRY_GENERATION_TASK, ids);
        showToast('success', 'Task retried successfully');
        await queryClient.invalidateQueries({ queryKey: TASKS_KEY });
      }
    } catch (error) {
      const fallback =
        kind === 'save' ? 'The image could not be saved.' : 'The task could not be retried.';
      showToast('error', messageOr(error, fallback));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <li className={styles.task} data-testid="generation-task" data-task-id={task.id}>
      <div className={styles.source}>
        {task.input.image ? (
          <img src={task.input.image} alt="Source image" loading="lazy" />
        ) : (
          <span className={styles.noImage}>No source image</span>
        )}
        {finished ? null : (
          <div className={styles.loader}>
            <Spinner
              label={task.status === 'CREATED' ? 'Waiting to start' : 'Generating'}
              size={32}
            />
          </div>
        )}
      </div>

      <div className={styles.details}>
        <div className={styles.headline}>
          <TaskStatusBadge status={task.status} />
          <span className={styles.model}>{modelLabel}</span>
          {task.input.style ? <span className={styles.style}>{task.input.style}</span> : null}
        </div>
        {task.input.prompt ? <p className={styles.prompt}>{task.input.prompt}</p> : null}
        <p className={styles.facts}>
          <span>Created {new Date(task.createdAt).toLocaleString()}</span>
          {task.input.images.length > 1 ? <span>{task.input.images.length} images</span> : null}
          {finished ? (
            executionTime ? (
              <span data-testid="task-execution-time">Execution time: {executionTime}</span>
            ) : null
          ) : (
            <span data-testid="task-remaining-time">
              Remaining time: {remainingTimeText(task.input)}
            </span>
          )}
        </p>
        {task.status === 'FAILURE' && task.error ? (
          <p className={styles.error} data-testid="task-error">
            {task.error}
          </p>
        ) : null}

        {results.length > 0 ? (
          <ul className={styles.results} aria-label="Results">
            {results.map((url, index) => (
              <li key={url} className={styles.result}>
                <img
                  src={task.output?.compressed[index] ?? url}
                  alt={`Result ${index + 1}`}
                  loading="lazy"
                />
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
        ) : null}

        {saved ? (
          <p className={styles.saved} data-testid="task-saved">
            Saved to the plan&apos;s photos, unpublished: homeowners see it once it is published.
            Tick Published on it among the plan&apos;s photos.{' '}
            <Link to={`/admin/plan/edit/${encodeURIComponent(task.planId)}`}>
              Open the plan&apos;s photos
            </Link>
          </p>
        ) : null}

        <div className={styles.actions}>
          {results.length > 0 ? (
            <button
              type="button"
              className={classNames(buttons.primary, buttons.small)}
              disabled={busy !== undefined}
              aria-busy={busy === 'save'}
              aria-describedby={saveHintId}
              onClick={() => void act('save')}
            >
              <ImagePlus aria-hidden size={14} />
              Save to plan
            </button>
          ) : null}
          {results.length > 0 ? (
            <span id={saveHintId} className={styles.hint}>
              Adds it to the plan&apos;s photos, unpublished.
            </span>
          ) : null}
          {canRetry(task.status) ? (
            <button
              type="button"
              className={classNames(buttons.secondary, buttons.small)}
              disabled={busy !== undefined}
              aria-busy={busy === 'retry'}
              onClick={() => void act('retry')}
            >
              <RotateCcw aria-hidden size={14} />
              Retry
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
