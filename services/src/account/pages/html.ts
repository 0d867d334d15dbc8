// The hosted account-site pages as plain server-rendered HTML: no scripts, no external assets, one
// inline stylesheet allowed by a per-response nonce. Every value that reaches the markup goes
// through escapeHtml; fields have labels, errors are announced (role="alert") and tied to their
// fields (aria-describedby), and the tab order is the reading order.

export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Markup that is already safe; plain strings given to `html` are escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | false | null | undefined | Part[];

function render(part: Part): string {
  if (part === false || part === null || part === undefined) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
}

/** A template tag that escapes every interpolated value unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    out += render(part) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLES = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit;
    border: 1px solid #6b7280; border-radius: 0.25rem; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  button { margin-top: 1.5rem; padding: 0.6rem 1.2rem; font: inherit; font-weight: 600; color: #fff;
    background: #1d4ed8; border: 0; border-radius: 0.25rem; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
  .notice { color: #166534; font-weight: 600; }
  .hint { color: #4b5563; font-size: 0.9rem; margin: 0.25rem 0 0; }
  nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
  section { border-top: 1px solid #e5e7eb; margin-top: 2rem; }
`;

export interface PageOptions {
  title: string;
  nonce: string;
  /** An error for the whole form, announced first. */
  error?: string | undefined;
  /** A success message. */
  notice?: string | undefined;
}

export function page(options: PageOptions, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${options.title} | Club account</title>
<style nonce="${options.nonce}">${new SafeHtml(STYLES)}</style>
</head>
<body>
<main>
<h1>${options.title}</h1>
${options.error ? html`<p class="error" role="alert" id="form-error">${options.error}</p>` : ''}
${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
${content}
</main>
</body>
</html>
`.value;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string | undefined;
  autocomplete: string;
  required?: boolean;
  /** A message about this field; marks it invalid and ties the message to it. */
  error?: string | undefined;
  hint?: string | undefined;
  inputmode?: 'numeric';
  pattern?: string;
  autofocus?: boolean;
}

export function field(options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean);
  return html`<label for="${id}">${options.label}</label>
${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}"${
    options.value !== undefined ? html` value="${options.value}"` : ''
  }${options.required === false ? '' : new SafeHtml(' required')}${
    options.inputmode ? html` inputmode="${options.inputmode}"` : ''
  }${options.pattern ? html` pattern="${options.pattern}"` : ''}${
    options.autofocus ? new SafeHtml(' autofocus') : ''
  }${options.error ? new SafeHtml(' aria-invalid="true"') : ''}${
    described.length > 0 ? html` aria-describedby="${described.join(' ')}"` : ''
  }>
${options.error ? html`<p class="error" id="${id}-error">${options.error}</p>` : ''}`;
}

/** Hidden inputs that carry the link's parameters from the form to its POST. */
export function hiddenFields(values: Record<string, string | undefined>): SafeHtml {
  return html`${Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">\n`)}`;
}

/** The path with the given query parameters (undefined ones left out). */
export function pathWithQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A link keeping the given query parameters. */
export function link(path: string, query: Record<string, string | undefined>, text: string): SafeHtml {
  return html`<a href="${pathWithQuery(path, query)}">${text}</a>`;
}
