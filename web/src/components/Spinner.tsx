import styles from './Spinner.module.css';

/** An accent-coloured spinning ring, announced to screen readers as `label`. */
export function Spinner({ label, size = 44 }: { label: string; size?: number }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}
