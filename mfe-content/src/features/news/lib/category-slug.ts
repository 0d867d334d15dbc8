/**
 * The /category/{slug} address of a category an article carries by name ("Men's Team" is
 * mens-team), made as the CMS makes its slugs: accents dropped, apostrophes removed, every other
 * run of non-alphanumerics a single dash.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The category page of a category name. */
export const categoryPath = (name: string): string => `/category/${categorySlug(name)}`;
