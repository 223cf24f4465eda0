import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { Pagination } from '../../components/list/Pagination';
import { usePaging } from '../../components/list/usePaging';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { myPlanCardTexts, type SavedMapResult } from './myPlanCard';
import styles from './MyPlansScreen.module.css';
import { MY_MAP_RESULTS, MY_PLANS_PAGE_SIZE } from './myPlansQueries';

/** /my-plans: the user's saved map results, a page at a time from the API. */
export function MyPlansScreen() {
  useDocumentMeta('My Plans');
  const paging = usePaging(MY_PLANS_PAGE_SIZE);
  const { data, loading, error } = useGraphQLQuery(MY_MAP_RESULTS, {
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const list = data?.mapResults;

  let body;
  if (loading && !list) {
    body = <Spinner label="Loading my plans" />;
  } else if (error || !list) {
    body = (
      <p className={styles.status} role="alert">
        Oops, something went wrong
      </p>
    );
  } else if (list.items.length === 0) {
    body = <p className={styles.status}>Plans not found</p>;
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {list.items.map((result) => (
            <MyPlanCard key={result.id} result={result} />
          ))}
        </ul>
        <Pagination {...paging} total={list.totalCount} />
      </>
    );
  }

  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>My Plans</h1>
      {body}
    </section>
  );
}

function MyPlanCard({ result }: { result: SavedMapResult }) {
  const texts = myPlanCardTexts(result);
  return (
    <li className={styles.card}>
      <img
        className={styles.snapshot}
        src={result.snapshot}
        alt={`${texts.title} on the map`}
        loading="lazy"
      />
      <h2 className={styles.title}>{texts.title}</h2>
      <p className={styles.address}>{texts.address}</p>
      {texts.viewPath ? (
        <Link className={buttons.secondary} to={texts.viewPath} aria-label={`View ${texts.title}`}>
          View
        </Link>
      ) : null}
    </li>
  );
}
