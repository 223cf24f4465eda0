import { Link } from 'react-router';
import cardGrid from '../../components/list/cardGrid.module.css';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import styles from './AdminDashboard.module.css';
import { ADMIN_SECTIONS } from './adminSections';

/** /admin: one card per back-office section. */
export function AdminDashboard() {
  useDocumentMeta('Admin');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Admin</h1>
      <ul className={cardGrid.grid}>
        {ADMIN_SECTIONS.map(({ title, prefix, description, icon: Icon }) => (
          <li key={prefix}>
            <Link className={styles.card} to={`/admin/${prefix}`}>
              <Icon className={styles.icon} aria-hidden size={28} />
              <span className={styles.cardTitle}>{title}</span>
              <span className={styles.cardText}>{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
