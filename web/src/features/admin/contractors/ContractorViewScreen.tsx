import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { ConfirmButton } from '../../../components/ConfirmButton';
import detailList from '../../../components/detailList.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { gqlRequest } from '../../../lib/graphql/client';
import { useAppStore } from '../../../stores/appStore';
import styles from '../recordScreens.module.css';
import { RecordCard } from '../RecordScreen';
import { ContractorStatus } from './ContractorStatus';
import { CONTRACTORS_KEY, REMOVE_CONTRACTOR } from './contractorOperations';
import { removalQuestion } from './contractorRules';
import own from './Contractors.module.css';
import { useAdminContractor, type AdminContractor } from './useAdminContractor';

/** /admin/contractor/{id}: one contractor, with Edit, and Delete that names what depends on it. */
export function ContractorViewScreen() {
  const { id = '' } = useParams();
  const result = useAdminContractor(id);
  if (result.status !== 'ready') return <ContractorStatus kind={result.status} />;
  return <ContractorDetails contractor={result.contractor} />;
}

function ContractorDetails({ contractor }: { contractor: AdminContractor }) {
  useDocumentMeta(contractor.name);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const [deleting, setDeleting] = useState(false);

  const remove = () => {
    setDeleting(true);
    gqlRequest(REMOVE_CONTRACTOR, { id: contractor.id })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY });
        showToast('success', 'Contractor deleted successfully');
        void navigate('/admin/contractors');
      })
      .catch((error: unknown) =>
        showToast('error', error instanceof Error ? error.message : 'Failed to delete'),
      )
      .finally(() => setDeleting(false));
  };

  return (
    <RecordCard
      titleId="contractor-title"
      title={contractor.name}
      listPath="/admin/contractors"
      listLabel="Contractors"
    >
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
      {contractor.removedAt ? null : (
        <>
          <div className={styles.actions}>
            <Link
              className={buttons.primary}
              to={`/admin/contractor/edit/${encodeURIComponent(contractor.id)}`}
            >
              <Pencil aria-hidden size={18} />
              Edit Contractor
            </Link>
            <Link className={buttons.secondary} to="/admin/contractors">
              Back to List
            </Link>
          </div>
          <div className={styles.danger}>
            <ConfirmButton
              label="Delete"
              question={removalQuestion(contractor.name, contractor.planCount)}
              confirmLabel="Delete contractor"
              busy={deleting}
              onConfirm={remove}
            />
          </div>
        </>
      )}
    </RecordCard>
  );
}
