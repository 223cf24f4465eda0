import { Navigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import cardGrid from '../../components/list/cardGrid.module.css';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { Pagination } from '../../components/list/Pagination';
import { hasRole } from '../../lib/auth/roles';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import { CatalogueCard } from './CatalogueCard';
import { CatalogueFiltersPanel } from '../../components/plans/CatalogueFiltersPanel';
import { boundConflicts, toPlanFilters } from '../../lib/planFilters';
import { ToLastPage } from '../../components/list/ToLastPage';
import buttons from '../../components/buttons.module.css';
import { CATALOGUE_PLANS } from './catalogueQueries';
import styles from './PlansScreen.module.css';
import { useCatalogueEstimates } from './useCatalogueEstimates';
import { useCatalogueFilters } from '../../components/plans/useCatalogueFilters';

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
  const { data, error, loading } = useGraphQLQuery(
    CATALOGUE_PLANS,
    { filters: toPlanFilters(filters), admin },
    { skip: conflicts.length > 0 },
  );
  const estimates = useCatalogueEstimates(data?.plans.items);

  let results;
  if (conflicts.length > 0) {
    results = (
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
  } else if (loading) {
    results = (
      <div className={cardGrid.status}>
        <Spinner label="Loading plans" />
      </div>
    );
  } else if (error || !data) {
    results = (
      <p className={cardGrid.status} role="alert">
        Oops, something went wrong
      </p>
    );
  } else if (data.plans.items.length === 0 && data.plans.totalCount > 0) {
    results = <ToLastPage total={data.plans.totalCount} pageSize={filters.pageSize} />;
  } else if (data.plans.items.length === 0) {
    results = <p className={cardGrid.status}>Plans not found</p>;
  } else {
    results = (
      <>
        <ul className={styles.grid} aria-label="Plans">
          {data.plans.items.map((plan) => (
            <li key={plan.id}>
              <CatalogueCard plan={plan} estimate={estimates.get(plan.id)} admin={admin} />
            </li>
          ))}
        </ul>
        <Pagination
          page={filters.page}
          pageSize={filters.pageSize}
          total={data.plans.totalCount}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
        />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className={styles.title}>
        Plans
      </h1>
      <CatalogueFiltersPanel filters={filters} admin={admin} onChange={update} onClear={clear} />
      {results}
    </section>
  );
}
