import { useId, type ReactNode } from 'react';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import styles from './AuthCard.module.css';

/**
 * The frame of every account screen: one centred card with a heading, the form or message, and
 * an optional footer of links. Full width on a phone, 440px on larger screens.
 */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  /** A status picture above the heading (e.g. on the 'Check your email' card). */
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = useId();
  useDocumentMeta(title);
  return (
    <section className={styles.wrapper} aria-labelledby={headingId}>
      <div className={styles.card}>
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </section>
  );
}
