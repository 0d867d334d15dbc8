export { HtmlBody } from './html-body.tsx';
export {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  EXTERNAL_LINK_REL,
  sanitizeHtml,
} from './sanitize-html.ts';
