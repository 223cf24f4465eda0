import { useState } from 'react';

/**
 * The page and page size of a list that the screen keeps itself, in the props `Pagination` takes
 * (`<Pagination {...paging} total={n} />`): a new page size starts again at page 1.
 */
export function usePaging(initialPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const onPageSizeChange = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return { page, pageSize, onPageChange: setPage, onPageSizeChange };
}
