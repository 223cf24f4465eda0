import { ResourceList } from '../../../components/list/ResourceList';
import { useAdminQuery } from '../adminQueries';
import styles from './Contractors.module.css';
import { ADMIN_CONTRACTORS, CONTRACTORS_KEY } from './contractorOperations';

/** /admin/contractors: every contractor on the generic list. */
export function ContractorsListScreen() {
  const { data, error, isPending } = useAdminQuery(CONTRACTORS_KEY, ADMIN_CONTRACTORS, {});
  return (
    <ResourceList
      title="Contractors"
      basePath="/admin/contractor"
      items={data?.contractors}
      loading={isPending}
      error={error ?? undefined}
      getId={(contractor) => contractor.id}
      itemTitle={(contractor) => contractor.name}
      emptyText="No contractors yet"
      renderItem={(contractor) => (
        <div className={styles.summary}>
          {contractor.logo ? <img className={styles.logo} src={contractor.logo} alt="" /> : null}
          <span>{contractor.email}</span>
          {contractor.phone ? <span>{contractor.phone}</span> : null}
        </div>
      )}
    />
  );
}
