import type { GenerationTaskStatus } from '../../lib/graphql/gql/graphql';
import styles from './TaskList.module.css';
import { STATUS_COLOURS, statusName } from './taskStatus';

/** A task's status as a pill in SPEC §4's colour: blue, orange, green or red. */
export function TaskStatusBadge({ status }: { status: GenerationTaskStatus }) {
  const name = statusName(status);
  return (
    <span
      className={styles.badge}
      data-testid="task-status"
      data-status={name}
      data-colour={STATUS_COLOURS[name]}
    >
      {name}
    </span>
  );
}
