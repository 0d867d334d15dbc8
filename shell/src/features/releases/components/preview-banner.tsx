import type { RemoteKey, RemoteVersion } from '@club/shared/config';
import { PREVIEW_LEAVE_PATH } from '@club/shared/contracts';
import { LEAVE_PREVIEW, PREVIEW_BANNER_LABEL, PREVIEW_OF } from '../constants.ts';
import { previewsOf } from '../lib/previews.ts';
import styles from './preview-banner.module.css';

/**
 * 'Preview of <remote> <version> · Leave', one line per remote this browser previews (a preview
 * link's cookie, which the site's server read: the runtime config's `versions`). Leave posts to the
 * site's server, which drops that preview's HttpOnly cookie and brings the visitor back to the same
 * address, on live. Nothing shows to anyone else, and nobody else loads it (start.tsx).
 */
export function PreviewBanner({
  versions,
}: {
  versions: Partial<Record<RemoteKey, RemoteVersion>> | undefined;
}) {
  const previews = previewsOf(versions);
  if (previews.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label={PREVIEW_BANNER_LABEL}>
      {previews.map(([remote, { version }]) => (
        <form
          key={remote}
          method="post"
          action={PREVIEW_LEAVE_PATH}
          onSubmit={(event) => {
            // Back to where the visitor is when they leave, not where the banner was drawn.
            const back = event.currentTarget.elements.namedItem('back');
            if (back instanceof HTMLInputElement)
              back.value = `${window.location.pathname}${window.location.search}`;
          }}
        >
          <p className={styles.preview}>
            {`${PREVIEW_OF} ${remote} ${version} · `}
            <input type="hidden" name="remote" value={remote} />
            <input type="hidden" name="back" defaultValue="/" />
            <button type="submit" className={styles.leave}>
              {LEAVE_PREVIEW}
            </button>
          </p>
        </form>
      ))}
    </aside>
  );
}
