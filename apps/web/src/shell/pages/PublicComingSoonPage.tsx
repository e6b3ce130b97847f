import { ComingSoonPage } from './ComingSoonPage';
import styles from './PublicComingSoonPage.module.css';

/** Public pages (permit views, tracking) that are not built yet: the notice on a plain page, no sign-in. */
export function PublicComingSoonPage() {
  return (
    <main className={styles.page}>
      <ComingSoonPage />
    </main>
  );
}
