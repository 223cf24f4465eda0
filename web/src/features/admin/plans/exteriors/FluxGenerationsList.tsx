import { useState } from 'react';
import { Pagination } from '../../../../components/list/Pagination';
import { pageItems } from '../../../../lib/paging';
import { useFluxGenerations, type FluxGeneration } from '../api/exteriorsApi';
import { fluxStatus, readFluxData } from './exteriorGeneration';
import styles from './ExteriorGeneration.module.css';

/** SPEC §9: the older generation list's page size (changeable). */
export const FLUX_PAGE_SIZE = 20;

/**
 * The plan's exterior generations, newest first, 20 a page: each one's source image, status,
 * time, error when it has one, and the rendered images of each style. Asked again while one is
 * pending, so a queued generation fills in by itself.
 */
export function FluxGenerationsList({ planId }: { planId: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FLUX_PAGE_SIZE);
  const { data, isPending, isError } = useFluxGenerations(planId);
  const generations = data?.fluxGenerationByPlanId ?? [];

  if (isPending) return <p className={styles.muted}>Loading...</p>;
  // SPEC §8's 'Oops...' is for a list that could not be had; an empty one is simply empty.
  if (isError) return <p className={styles.muted}>Oops...</p>;
  if (generations.length === 0) {
    return <p className={styles.muted}>No exterior generations yet.</p>;
  }
  return (
    <>
      <ul className={styles.generations} aria-label="Exterior generations">
        {pageItems(generations, page, pageSize).map((generation) => (
          <GenerationItem key={generation.id} generation={generation} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={generations.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </>
  );
}

/** SPEC §4's colours: orange pending, green done, red failure. */
const STATUS_COLOURS = { pending: 'orange', done: 'green', failure: 'red' } as const;

function GenerationItem({ generation }: { generation: FluxGeneration }) {
  const status = fluxStatus(generation.status);
  const { results, error } = readFluxData(generation.data);
  return (
    <li className={styles.generation} data-testid="flux-generation" data-status={status}>
      <img className={styles.sourceImage} src={generation.sourceImage} alt="Source image" />
      <div className={styles.generationDetails}>
        <p className={styles.facts}>
          <span className={styles.badge} data-status={status} data-colour={STATUS_COLOURS[status]}>
            {status}
          </span>
          <span>{new Date(generation.createdAt).toLocaleString()}</span>
          {generation.executionTime !== null ? (
            <span>Execution time: {generation.executionTime.toFixed(1)} s</span>
          ) : null}
        </p>
        {error ? <p className={styles.error}>{error}</p> : null}
        {results.map((result, index) => (
          <div key={index} className={styles.result}>
            {result.styles.length > 0 ? (
              <p className={styles.muted}>{result.styles.join(', ')}</p>
            ) : null}
            <ul className={styles.images}>
              {result.images.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={`Rendering ${result.styles.join(', ')}`} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
