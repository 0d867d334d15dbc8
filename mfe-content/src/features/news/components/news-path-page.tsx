import { useParams } from '@club/shared/router';
import { NotFoundPage } from '@club/shared/ui';
import { isLegacyYear, parseLegacyAddress } from '../lib/legacy-address.ts';
import { ArticlePage } from './article-page.tsx';
import { LegacyNewsPage } from './legacy-news-page.tsx';

/**
 * Every address under /news/ (its own chunk, with the sanitiser): /news/{slug} is an article; a
 * four-digit year opens a legacy address; anything else is the 404 page.
 */
export default function NewsPathPage() {
  // A trailing slash is ignored; an empty segment anywhere else makes no address.
  const segments = (useParams()['*'] ?? '').replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '')) return <NotFoundPage />;
  const [first] = segments;
  if (isLegacyYear(first)) {
    const address = parseLegacyAddress(segments);
    const key = segments.join('/');
    return address ? <LegacyNewsPage key={key} address={address} /> : <NotFoundPage />;
  }
  if (segments.length === 1 && first) return <ArticlePage key={first} slug={first} />;
  return <NotFoundPage />;
}
