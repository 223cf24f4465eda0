import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '../../lib/paging';

/**
 * The page and page size of a list, kept in the url (`?page=2&pageSize=50`) so a reload, a
 * shared link or the Back button return to the same page; in the props `Pagination` takes
 * (`<Pagination {...paging} total={n} />`). A new page size starts again at page 1. `prefix`
 * names the parameters of a second list on the same screen.
 */
export function usePaging(initialPageSize: number, prefix = '') {
  const [params, setParams] = useSearchParams();
  const pageKey = prefix ? `${prefix}Page` : 'page';
  const sizeKey = prefix ? `${prefix}PageSize` : 'pageSize';
  const page = positiveInt(params.get(pageKey)) ?? 1;
  const askedSize = positiveInt(params.get(sizeKey));
  const pageSize =
    askedSize !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(askedSize)
      ? askedSize
      : initialPageSize;

  const update = (changes: Record<string, number | undefined>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  const onPageChange = (next: number) =>
    update({ [pageKey]: next === 1 ? undefined : next }, false);
  const onPageSizeChange = (size: number) =>
    update({ [sizeKey]: size === initialPageSize ? undefined : size, [pageKey]: undefined }, true);
  return { page, pageSize, onPageChange, onPageSizeChange };
}

function positiveInt(text: string | null): number | undefined {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}
