import { type HTMLAttributes, useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

type Props = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The untrusted HTML body, as a service sent it. */
  html: string;
  /** The element that holds it (a FAQ answer inside a `dd`, a body in a `div`). */
  as?: 'div' | 'section' | 'dd' | 'span';
};

/**
 * Renders an HTML body from a service, sanitised. The only place in the site that sets inner
 * HTML (a test and the linter's `noDangerouslySetInnerHtml` hold every other file to that).
 */
export function HtmlBody({ html, as: Tag = 'div', ...rest }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the body has just been through the sanitiser.
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
