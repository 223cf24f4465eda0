import { useCallback, useEffect, useState } from 'react';
import { gqlRequest } from './client';
import type { Operation } from './operation';

/** What a component sees of a query: the latest data, the error, and whether a request is running. */
export interface QueryState<TData> {
  data: TData | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Asks again; the current data stays shown until the new answer arrives. */
  reload: () => void;
}

interface Settled<TData> {
  key: string;
  data: TData | undefined;
  error: Error | undefined;
}

/**
 * Runs a GraphQL query when the component mounts and again whenever `variables` change (compared
 * by value). An outdated request is aborted so a slow answer never overwrites a newer one, and
 * the result of the previous variables is not shown as the result of the new ones.
 */
export function useGraphQLQuery<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  options: { skip?: boolean } = {},
): QueryState<TData> {
  const variablesJson = JSON.stringify(variables);
  const key = `${operation.toString()}\n${variablesJson}`;
  const skip = options.skip ?? false;
  const [settled, setSettled] = useState<Settled<TData> | undefined>(undefined);
  const [revision, setRevision] = useState(0);
  const reload = useCallback(() => setRevision((r) => r + 1), []);

  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    const current = JSON.parse(variablesJson) as TVariables;
    gqlRequest(operation, current, controller.signal).then(
      (data) => {
        setSettled({ key, data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setSettled({ key, data: undefined, error: failure });
      },
    );
    return () => {
      controller.abort();
    };
  }, [operation, variablesJson, key, skip, revision]);

  if (skip) return { data: undefined, error: undefined, loading: false, reload };
  if (settled?.key !== key) return { data: undefined, error: undefined, loading: true, reload };
  return { data: settled.data, error: settled.error, loading: false, reload };
}
