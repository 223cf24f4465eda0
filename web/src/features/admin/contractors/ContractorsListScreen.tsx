import { ResourceList } from '../../../components/list/ResourceList';
import { listStatus } from '../listStatus';
import { useAdminContractors } from './api/contractorsApi';
import styles from './Contractors.module.css';

/** /admin/contractors: every contractor on the generic list. */
export function ContractorsListScreen() {
  const contractors = useAdminContractors();
  return (
    <ResourceList
      title="Contractors"
      basePath="/admin/contractor"
      items={contractors.data?.contractors}
      {...listStatus(contractors)}
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
