import { HtmlBody } from '@club/shared/html';
import styles from './faq-list.module.css';

/**
 * FAQ questions as disclosures (native details/summary: keyboard and screen readers for free), each
 * answer the CMS's HTML through the one sanitiser; on /videos/faqs and the streamer site's 'Having
 * Trouble?'.
 */
export function FaqList({ items }: { items: { heading: string; body: string }[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.heading} className={styles.item}>
          <summary className={styles.question}>{item.heading}</summary>
          <HtmlBody html={item.body} className={styles.answer} />
        </details>
      ))}
    </div>
  );
}
