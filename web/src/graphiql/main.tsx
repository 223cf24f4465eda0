/**
 * The GraphiQL explorer the API serves on `GET /graphql` (when GRAPHIQL is on), built here with
 * the app so that none of its code comes from another origin: the page runs under the app's own
 * Content-Security-Policy, on the origin whose session cookie every query carries.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';
import './graphiql.css';

/** Runs an operation on our own endpoint, as the signed-in user (the session cookie goes along). */
const fetcher: GraphiQLProps['fetcher'] = async (params) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(params),
  });
  return (await response.json()) as Awaited<ReturnType<GraphiQLProps['fetcher']>>;
};

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} />
    </StrictMode>,
  );
}
