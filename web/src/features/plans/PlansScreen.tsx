import { Navigate } from 'react-router';
import buttons from '../../components/buttons.module.css';
import cardGrid from '../../components/list/cardGrid.module.css';
import { Pagination } from '../../components/list/Pagination';
import { ToLastPage } from '../../components/list/ToLastPage';
import { CatalogueFiltersPanel } from '../../components/plans/CatalogueFiltersPanel';
import { useCatalogueFilters } from '../../components/plans/useCatalogueFilters';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { hasRole } from '../../lib/auth/roles';
import {
  boundConflicts,
  toPlanFilters,
  type BoundConflict,
  type CatalogueFilters,
} from '../../lib/planFilters';
import { useAppStore } from '../../stores/appStore';
import { useCatalogueEstimates, useCataloguePlans } from './api/catalogueApi';
import { CatalogueCard } from './CatalogueCard';
import styles from './PlansScreen.module.css';

type Update = (patch: Partial<CatalogueFilters>) => void;

/** /plans: the catalogue. Signed-out visitors are sent to /login (SPEC §2.1). */
export function PlansScreen() {
  const loggedIn = useAppStore((s) => s.loggedIn);
  if (!loggedIn) return <Navigate to="/login" replace />;
  return <Catalogue />;
}

function Catalogue() {
  useDocumentMeta('Plans', 'Browse home, cottage and shed plans by size, bedrooms and bathrooms.');
  const user = useAppStore((s) => s.user);
  const admin = hasRole(user, ['ADMIN']);
  const { filters, update, clear } = useCatalogueFilters(admin);
  // A minimum above its maximum matches nothing: no need to ask, but a need to say why.
  const conflicts = boundConflicts(filters);

  return (
    <section className={styles.page} aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className={styles.title}>
        Plans
      </h1>
      <CatalogueFiltersPanel filters={filters} admin={admin} onChange={update} onClear={clear} />
      {conflicts.length > 0 ? (
        <Conflicts conflicts={conflicts} filters={filters} update={update} />
      ) : (
        <CatalogueResults filters={filters} admin={admin} update={update} />
      )}
    </section>
  );
}

/** Why nothing is asked for: each bound whose minimum is above its maximum, with a way to swap them. */
function Conflicts({
  conflicts,
  filters,
  update,
}: {
  conflicts: BoundConflict[];
  filters: CatalogueFilters;
  update: Update;
}) {
  return (
    <div className={styles.conflicts} role="status">
      <p>Plans not found</p>
      {conflicts.map((conflict) => (
        <p key={conflict.noun} className={styles.conflictText}>
          {conflict.text}{' '}
          <button
            type="button"
            className={buttons.secondary}
            onClick={() =>
              update({
                [conflict.minKey]: filters[conflict.maxKey],
                [conflict.maxKey]: filters[conflict.minKey],
              })
            }
          >
            Swap the {conflict.noun}s
          </button>
        </p>
      ))}
    </div>
  );
}

/** The page of plans the filters ask for, as cards, with the pages to move through. */
function CatalogueResults({
  filters,
  admin,
  update,
}: {
  filters: CatalogueFilters;
  admin: boolean;
  update: Update;
}) {
  const { data, isPending, isError } = useCataloguePlans({
    filters: toPlanFilters(filters),
    admin,
  });
  const estimates = useCatalogueEstimates(data?.plans.items);

  if (isPending) {
    return (
      <div className={cardGrid.status}>
        <Spinner label="Loading plans" />
      </div>
    );
  }
  if (isError) {
    return (
      <p className={cardGrid.status} role="alert">
        Oops, something went wrong
      </p>
    );
  }
  const { items, totalCount } = data.plans;
  if (items.length === 0 && totalCount > 0) {
    return <ToLastPage total={totalCount} pageSize={filters.pageSize} />;
  }
  if (items.length === 0) return <p className={cardGrid.status}>Plans not found</p>;
  return (
    <>
      <ul className={styles.grid} aria-label="Plans">
        {items.map((plan) => (
          <li key={plan.id}>
            <CatalogueCard plan={plan} estimate={estimates.get(plan.id)} admin={admin} />
          </li>
        ))}
      </ul>
      <Pagination
        page={filters.page}
        pageSize={filters.pageSize}
        total={totalCount}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
      />
    </>
  );
}
