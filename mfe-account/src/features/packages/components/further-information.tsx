import { HtmlBody } from '@club/shared/html';

/** The back of a package card: a price's further information, HTML from the CMS, sanitised. */
export default function FurtherInformation({ html, className }: { html: string; className?: string }) {
  return <HtmlBody html={html} {...(className ? { className } : {})} />;
}
