import detailList from '../../../components/detailList.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { messageOr } from '../../../lib/graphql/errors';
import { CONTRACTOR_RECORD } from '../records';
import { RecordActions, RecordCard, RecordDelete, RecordGate } from '../RecordScreen';
import {
  useAdminContractor,
  useRemoveContractor,
  type AdminContractor,
} from './api/contractorsApi';
import { removalQuestion } from './contractorRules';
import own from './Contractors.module.css';

/** /admin/contractor/{id}: one contractor, with Edit, and Delete that names what depends on it. */
export function ContractorViewScreen() {
  return (
    <RecordGate kind={CONTRACTOR_RECORD} useRecord={useAdminContractor}>
      {(found) => <ContractorDetails contractor={found} />}
    </RecordGate>
  );
}

function ContractorDetails({ contractor }: { contractor: AdminContractor }) {
  useDocumentMeta(contractor.name);
  return (
    <RecordCard kind={CONTRACTOR_RECORD} titleId="contractor-title" title={contractor.name}>
      {contractor.removedAt ? (
        <p role="status">This contractor was removed; its plans show it as removed.</p>
      ) : null}
      {contractor.logo ? (
        <img className={own.detailLogo} src={contractor.logo} alt={`${contractor.name} logo`} />
      ) : null}
      <dl className={detailList.details}>
        <dt>CEO</dt>
        <dd>{contractor.ceo || '—'}</dd>
        <dt>Phone</dt>
        <dd>{contractor.phone || '—'}</dd>
        <dt>Email</dt>
        <dd>{contractor.email}</dd>
        <dt>Website</dt>
        <dd>{contractor.webSite ? <a href={contractor.webSite}>{contractor.webSite}</a> : '—'}</dd>
        <dt>About</dt>
        <dd>{contractor.about || '—'}</dd>
        <dt>Recommended by</dt>
        <dd>{contractor.recommendedBy.length ? contractor.recommendedBy.join(', ') : '—'}</dd>
        <dt>Plans</dt>
        <dd>{contractor.planCount}</dd>
      </dl>
      {contractor.photos.length ? (
        <ul className={own.photos} aria-label="Photos">
          {contractor.photos.map((photo) => (
            <li key={photo}>
              <img src={photo} alt="" />
            </li>
          ))}
        </ul>
      ) : null}
      {contractor.removedAt ? null : <ContractorActions contractor={contractor} />}
    </RecordCard>
  );
}

/** Edit, Back to List, and Delete (which names the plans that depend on it). */
function ContractorActions({ contractor }: { contractor: AdminContractor }) {
  const remove = useRemoveContractor();
  return (
    <>
      <RecordActions
        kind={CONTRACTOR_RECORD}
        edit={{ id: contractor.id, label: 'Edit Contractor' }}
        backToList
      />
      <RecordDelete
        kind={CONTRACTOR_RECORD}
        question={removalQuestion(contractor.name, contractor.planCount)}
        confirmLabel="Delete contractor"
        busy={remove.isPending}
        remove={async () => (await remove.mutateAsync({ id: contractor.id })).removeContractor}
        deletedText="Contractor deleted successfully"
        failedText={(error) => messageOr(error, 'Failed to delete')}
      />
    </>
  );
}
