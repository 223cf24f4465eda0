import { ResourceList } from '../../../components/list/ResourceList';
import { listStatus } from '../listStatus';
import { useAdminDirectories } from './api/directoriesApi';
import styles from './Directories.module.css';

/** /admin/directories: every directory on the generic list. */
export function DirectoriesListScreen() {
  const directories = useAdminDirectories();
  return (
    <ResourceList
      title="Directories"
      basePath="/admin/directory"
      items={directories.data?.directories}
      {...listStatus(directories)}
      itemTitle={(directory) => directory.name}
      emptyText="No directories yet"
      renderItem={(directory) => (
        <div className={styles.summary}>
          <code>{directory.slug}</code>
          <span>
            {directory.valueCount} {directory.valueCount === 1 ? 'value' : 'values'}
          </span>
        </div>
      )}
    />
  );
}
