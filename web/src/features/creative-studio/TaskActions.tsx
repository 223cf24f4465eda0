import { ImagePlus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { useRetryGenerationTask, useSaveResultToPlan, type GenerationTask } from './api/studioApi';
import styles from './TaskList.module.css';
import { canRetry } from './taskStatus';

/**
 * A task's actions: Save to plan when it has results (which adds them to the plan's photos
 * unpublished, and says so), Retry for every task that is not running. One at a time.
 */
export function TaskActions({ task, hasResults }: { task: GenerationTask; hasResults: boolean }) {
  const showToast = useAppStore((s) => s.showToast);
  const save = useSaveResultToPlan();
  const retry = useRetryGenerationTask();
  // A saved result joins the plan's photos unpublished: the card says so, and where to publish.
  const [saved, setSaved] = useState(false);
  const saveHintId = useId();
  const busy = save.isPending || retry.isPending;
  const ids = { planId: task.planId, taskId: task.id };

  const saveToPlan = () =>
    save.mutate(ids, {
      onSuccess: () => {
        showToast('success', 'Image saved to plan successfully');
        setSaved(true);
      },
      onError: (error) => showToast('error', messageOr(error, 'The image could not be saved.')),
    });
  const retryTask = () =>
    retry.mutate(ids, {
      onSuccess: () => showToast('success', 'Task retried successfully'),
      onError: (error) => showToast('error', messageOr(error, 'The task could not be retried.')),
    });

  return (
    <>
      {saved ? (
        <p className={styles.saved} data-testid="task-saved">
          Saved to the plan&apos;s photos, unpublished: homeowners see it once it is published. Tick
          Published on it among the plan&apos;s photos.{' '}
          <Link to={`/admin/plan/edit/${encodeURIComponent(task.planId)}`}>
            Open the plan&apos;s photos
          </Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        {hasResults ? (
          <>
            <button
              type="button"
              className={classNames(buttons.primary, buttons.small)}
              disabled={busy}
              aria-busy={save.isPending}
              aria-describedby={saveHintId}
              onClick={saveToPlan}
            >
              <ImagePlus aria-hidden size={14} />
              Save to plan
            </button>
            <span id={saveHintId} className={styles.hint}>
              Adds it to the plan&apos;s photos, unpublished.
            </span>
          </>
        ) : null}
        {canRetry(task.status) ? (
          <button
            type="button"
            className={classNames(buttons.secondary, buttons.small)}
            disabled={busy}
            aria-busy={retry.isPending}
            onClick={retryTask}
          >
            <RotateCcw aria-hidden size={14} />
            Retry
          </button>
        ) : null}
      </div>
    </>
  );
}
