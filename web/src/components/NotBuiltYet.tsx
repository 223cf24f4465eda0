import { Construction } from 'lucide-react';
import styles from './NotBuiltYet.module.css';
import { useDocumentMeta } from './useDocumentMeta';

/**
 * The honest placeholder of a screen whose feature has not shipped yet: it names the screen and
 * says which feature brings it, instead of showing a form that does nothing.
 */
export function NotBuiltYet({ title, message }: { title: string; message: string }) {
  useDocumentMeta(title);
  return (
    <section className={styles.wrapper} aria-labelledby="not-built-title">
      <div className={styles.card}>
        <Construction className={styles.icon} aria-hidden size={36} />
        <h1 id="not-built-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
      </div>
    </section>
  );
}
