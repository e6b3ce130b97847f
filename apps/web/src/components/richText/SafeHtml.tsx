import { useMemo } from 'react';
import styles from './richText.module.css';
import { sanitizeHtml } from './sanitizeHtml';

/** Shows stored rich text, cleaned first: what reaches the DOM never depends on who saved it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
