/**
 * Route hints: what a remote tells the server of the shell's index.html about its pages, so that a
 * first visit asks for a page's code, data and largest picture at once instead of one after another
 * (issue 13: LCP was mostly load delay). Each remote declares them beside its route table
 * (`src/app/route-hints.ts`); its build publishes them as `route-hints.json` beside its
 * `mf-manifest.json`, so a release hints its own pages with no shell release. Plain data and pure
 * functions: the page's server reads them with no browser and no remote code.
 */
import { imageUrlFrom, serviceUrlFrom } from '@club/shared/api';
import type { ServiceKey } from '@club/shared/config';

/** The file a remote's build writes beside its mf-manifest.json. */
export const ROUTE_HINTS_FILE = 'route-hints.json';

/** One call a page makes first: a service of the runtime config, a path and query exactly as its API function sends them. */
export interface RouteHintData {
  service: ServiceKey;
  /** The path under the service's base URL; `:name` is filled from the page's path. */
  path: string;
  /** In the order the API function sends them (the address must be the same to the character). */
  query?: Readonly<Record<string, string>>;
}

/** One size the page offers an image in (`{images}/{w}x{h}/fit-in/{key}`). */
export interface RouteHintImageSize {
  width: number;
  height: number;
}

/** The page's largest picture, read from the answer of its first data call. */
export interface RouteHintImage {
  /** A JSON pointer (RFC 6901) to the image key in that answer (`/hits/hit/0/image`). */
  pointer: string;
  /** The sizes the page's `<img>` offers: one is its `src`, several its `srcset` by width. */
  candidates: readonly RouteHintImageSize[];
  /** The `<img>`'s `sizes`, with several candidates. */
  sizes?: string;
}

/** A page of the remote, as declared in its source. */
export interface RouteHint {
  /**
   * The page's path on the site: `/`, `/news`, `/news/:slug` (`:name` is one segment), `/news/*` (a
   * last `*` is one or more segments). The first hint that matches a path is its page's.
   */
  path: string;
  /** Its data calls, the first one first. */
  data?: readonly RouteHintData[];
  /** Its largest picture, from the first data call's answer. */
  image?: RouteHintImage;
  /** Names of the lazily loaded chunks the page needs (`webpackChunkName`), fetched with the remote's code. */
  chunks?: readonly string[];
}

/** A page as the remote's build publishes it: the chunk names resolved to files relative to the manifest. */
export interface PublishedRouteHint extends Omit<RouteHint, 'chunks'> {
  files: readonly string[];
}

export interface RouteHintsFile {
  routes: readonly PublishedRouteHint[];
}

/** The page a path belongs to and its parameters, or undefined when the remote declares none. */
export function matchRouteHint<H extends { path: string }>(
  hints: readonly H[],
  pathname: string,
): { hint: H; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const hint of hints) {
    const pattern = hint.path.split('/').filter(Boolean);
    const rest = pattern.at(-1) === '*';
    if (rest) pattern.pop();
    if (rest ? segments.length <= pattern.length : pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return params[part.slice(1)] !== '';
    });
    if (matches) return { hint, params };
  }
  return undefined;
}

/**
 * The address of a hinted call, built as the site's API client builds it (`serviceUrl`): the path
 * with `:name` filled (encoded as `encodeURIComponent` does), then the query in its order.
 */
export function routeHintDataUrl(
  data: RouteHintData,
  params: Readonly<Record<string, string>>,
  services: Readonly<Record<ServiceKey, string>>,
): string {
  const path = data.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return serviceUrlFrom(services[data.service], path, data.query);
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function readJsonPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let value: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** An image-library address, as `imageUrl` of @club/shared/api builds it. */
const imageAddress = (imagesBase: string, key: string, { width, height }: RouteHintImageSize) =>
  imageUrlFrom(imagesBase, key, width, height);

/**
 * The picture's preload: `href` for one size, `imagesrcset` and `imagesizes` for several (the
 * browser then picks the same candidate for the preload as for the `<img>`). Undefined when the
 * answer has no image key there.
 */
export function routeHintImageLink(
  image: RouteHintImage,
  answer: unknown,
  imagesBase: string,
): { href?: string; imagesrcset?: string; imagesizes?: string } | undefined {
  const key = readJsonPointer(answer, image.pointer);
  if (typeof key !== 'string' || key === '' || image.candidates.length === 0) return undefined;
  const [only, ...more] = image.candidates;
  if (only && more.length === 0) return { href: imageAddress(imagesBase, key, only) };
  return {
    imagesrcset: image.candidates
      .map((size) => `${imageAddress(imagesBase, key, size)} ${size.width}w`)
      .join(', '),
    ...(image.sizes ? { imagesizes: image.sizes } : {}),
  };
}
