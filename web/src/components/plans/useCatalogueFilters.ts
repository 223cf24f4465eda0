import { useSearchParams } from 'react-router';
import {
  catalogueSearch,
  parseCatalogueSearch,
  type CatalogueFilters,
} from '../../lib/planFilters';

/**
 * The catalogue's filters, read from and written to the URL query, so the back button, a reload
 * and a shared link all show the same plans. Changing a filter goes back to the first page.
 */
export function useCatalogueFilters(admin: boolean) {
  const [params, setParams] = useSearchParams();
  const filters = parseCatalogueSearch(params, { admin });

  const update = (patch: Partial<CatalogueFilters>) => {
    setParams(catalogueSearch({ ...filters, page: 1, ...patch }));
  };
  const clear = () => {
    setParams(catalogueSearch(parseCatalogueSearch(new URLSearchParams(), { admin })));
  };

  return { filters, update, clear };
}
