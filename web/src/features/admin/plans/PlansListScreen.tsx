import { AiRenderLabel } from '../../../components/AiRenderLabel';
import { ResourceList } from '../../../components/list/ResourceList';
import { completenessIndicators } from '../../../lib/planCompleteness';
import { toPlanFilters } from '../../../lib/planFilters';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../../lib/planLabels';
import { coverImage, generatedPhotoAt } from '../../../lib/planPhotos';
import { CatalogueFiltersPanel } from '../../../components/plans/CatalogueFiltersPanel';
import { useCatalogueFilters } from '../../../components/plans/useCatalogueFilters';
import { listStatus } from '../listStatus';
import { useAdminPlans } from './api/plansApi';
import styles from './PlanDetail.module.css';

/**
 * /admin/plans: the catalogue as admins manage it — every plan, hidden ones too, ten a page by
 * default, with the admin filters (contractor, type, hidden, pre-approved, Plan ID) kept in the
 * URL like the homeowner catalogue's.
 */
export function PlansListScreen() {
  const { filters, update, clear } = useCatalogueFilters(true);
  const plans = useAdminPlans(toPlanFilters(filters));
  return (
    <ResourceList
      title="Plans"
      basePath="/admin/plan"
      items={plans.data?.plans.items}
      {...listStatus(plans)}
      itemTitle={(plan) => plan.title || 'Untitled Plan'}
      emptyText="Plans not found"
      toolbar={<CatalogueFiltersPanel filters={filters} admin onChange={update} onClear={clear} />}
      serverPage={{
        page: filters.page,
        pageSize: filters.pageSize,
        total: plans.data?.plans.totalCount ?? 0,
        onPageChange: (page) => update({ page }),
        onPageSizeChange: (pageSize) => update({ pageSize }),
      }}
      renderItem={(plan) => {
        const image = coverImage(plan);
        return (
          <div className={styles.listCard}>
            {image ? <img src={image} alt="" loading="lazy" /> : null}
            <p className={styles.listFacts}>
              <span>{plan.meta.type === 'SHED' ? 'Shed' : 'House'}</span>
              <span>{bedBathLabel(plan.meta)}</span>
              <span>{areaLabel(plan.meta)}</span>
              <span>{dimensionsLabel(plan.meta)}</span>
            </p>
            <p className={styles.listFacts}>
              {plan.contractor ? <span>{plan.contractor.name}</span> : null}
              {plan.isHidden ? <span className={styles.unpublished}>Hidden</span> : null}
              {plan.preApproved ? <span className={styles.cover}>Pre-approved</span> : null}
              <AiRenderLabel photo={generatedPhotoAt(image, plan.photos)} />
            </p>
            <p className={styles.listFacts} aria-label="Completeness">
              {completenessIndicators(plan).map((indicator) => (
                <span key={indicator.label}>
                  {indicator.done ? '✓' : '–'} {indicator.label}
                </span>
              ))}
            </p>
          </div>
        );
      }}
    />
  );
}
