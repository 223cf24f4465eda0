import { useSearchParams } from 'react-router';

/**
 * A search kept in the URL's `name` parameter, so a reload or the Back button keeps it: its
 * text, and a setter that starts the new search from its first page.
 */
export function useSearchParam(name: string): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const setSearch = (text: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (text) next.set(name, text);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? '', setSearch];
}
