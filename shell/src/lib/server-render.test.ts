// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readServerRender, SERVER_ANSWERS_ID, serverAnswersBlock } from './server-render.ts';

function pageWith(root: string, block: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = `<div id="root">${root}</div>${block}`;
  return page;
}

describe('the server render a page carries', () => {
  it('travels as a JSON data block that no answer can close, and is read back', () => {
    const answers = { 'news:12:': { title: '</script><script>alert(1)</script>' } };
    const block = serverAnswersBlock(answers);
    expect(block).toContain(`type="application/json" id="${SERVER_ANSWERS_ID}"`);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(readServerRender(pageWith('<main>News</main>', block))).toEqual({ answers });
  });

  it('is absent from a page the browser renders (an empty #root), or whose block does not parse', () => {
    expect(readServerRender(pageWith('', serverAnswersBlock({})))).toBeNull();
    expect(readServerRender(pageWith('<main>News</main>', ''))).toBeNull();
    const broken = `<script type="application/json" id="${SERVER_ANSWERS_ID}">{not json</script>`;
    expect(readServerRender(pageWith('<main>News</main>', broken))).toBeNull();
  });
});
