import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '../../lib/classNames';
import { BackLink } from '../../components/BackLink';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import styles from './recordScreens.module.css';

/** The frame of one record's screens (a user, a contractor): a back link to its list, then a
 * card under a heading. */
export function RecordCard({
  titleId,
  title,
  listPath,
  listLabel,
  wide = false,
  children,
}: {
  /** The heading's id, which names the screen's section. */
  titleId: string;
  title: string;
  listPath: string;
  /** The list's name, e.g. 'Users'. */
  listLabel: string;
  /** A long form with cards side by side (the plan form). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={classNames(styles.page, wide && styles.wide)} aria-labelledby={titleId}>
      <BackLink to={listPath}>{`← ${listLabel}`}</BackLink>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** A record's screen while it loads, when it does not exist, or when loading failed. */
export function RecordStatus({
  kind,
  loadingText,
  notFoundText,
  failedText = 'Oops, something went wrong',
  listPath,
}: {
  kind: 'loading' | 'notFound' | 'failed';
  loadingText: string;
  /** SPEC §8's words, e.g. 'User not found'. */
  notFoundText: string;
  /** What went wrong when loading failed. */
  failedText?: string;
  listPath: string;
}) {
  const text = kind === 'loading' ? loadingText : kind === 'notFound' ? notFoundText : failedText;
  useDocumentMeta(text);
  return (
    <div className={styles.page}>
      {kind === 'loading' ? (
        <div className={styles.status}>
          <Spinner label={text} />
        </div>
      ) : (
        <div className={styles.status} role="alert">
          <h1 className={styles.statusText}>{text}</h1>
          <Link className={buttons.secondary} to={listPath}>
            Back to List
          </Link>
        </div>
      )}
    </div>
  );
}
