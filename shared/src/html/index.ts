export { HtmlBody } from './html-body.tsx';
export {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  EXTERNAL_LINK_REL,
  type HtmlWindow,
  provideHtmlWindow,
  sanitizeHtml,
} from './sanitize-html.ts';
