import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import styles from './ToolsScreen.module.css';

/** /tools: one card, leading to the site-visit tool (SPEC §2.1). */
export function ToolsScreen() {
  useDocumentMeta('Tools', 'Tools for planning a home on your property.');
  return (
    <section className={styles.page} aria-labelledby="tools-title">
      <h1 id="tools-title" className={styles.title}>
        Tools
      </h1>
      <Link className={styles.card} to="/site-visit/list">
        <ClipboardCheck aria-hidden size={32} />
        <span className={styles.cardTitle}>Site visit</span>
        <span className={styles.cardText}>
          Walk your property with your phone: photos, utilities, driveway and documents, saved as
          you go, ready for a site plan.
        </span>
      </Link>
    </section>
  );
}
