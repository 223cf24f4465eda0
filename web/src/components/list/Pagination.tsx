import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { clampPage, pageCount, pageRangeText, PAGE_SIZE_OPTIONS } from '../../lib/paging';
import styles from './Pagination.module.css';

/** Page buttons, the page-size changer and the 'x-y of N items' text of a list. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}) {
  const sizeId = useId();
  const current = clampPage(page, total, pageSize);
  const pages = pageCount(total, pageSize);
  return (
    <nav className={styles.bar} aria-label="Pagination">
      <p className={styles.total}>{pageRangeText(current, pageSize, total)}</p>
      <div className={styles.pages}>
        <button
          type="button"
          className={styles.step}
          aria-label="Previous page"
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeft aria-hidden size={18} />
        </button>
        <span className={styles.position}>
          Page {current} of {pages}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label="Next page"
          disabled={current >= pages}
          onClick={() => onPageChange(current + 1)}
        >
          <ChevronRight aria-hidden size={18} />
        </button>
      </div>
      <label className={styles.size} htmlFor={sizeId}>
        <span className="visually-hidden">Items per page</span>
        <select
          id={sizeId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size} / page
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
