import { ResourceList } from '../../../components/list/ResourceList';
import { useAdminQuery } from '../adminQueries';
import { ADMIN_DIRECTORIES, DIRECTORIES_KEY } from './directoryOperations';
import styles from './Directories.module.css';

/** /admin/directories: every directory on the generic list. */
export function DirectoriesListScreen() {
  const { data, error, isPending } = useAdminQuery(DIRECTORIES_KEY, ADMIN_DIRECTORIES, {});
  return (
    <ResourceList
      title="Directories"
      basePath="/admin/directory"
      items={data?.directories}
      loading={isPending}
      error={error ?? undefined}
      getId={(directory) => directory.id}
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
