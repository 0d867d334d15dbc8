// @vitest-environment jsdom
import { testRuntimeConfig } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { readServerRender, SERVER_RENDER_ID, serverRenderBlock } from './server-render.ts';

function pageWith(root: string, block: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = `<div id="root">${root}</div>${block}`;
  return page;
}

const config = testRuntimeConfig();

describe('the server render a page carries', () => {
  it('travels as a JSON data block that no answer can close, and is read back with its config', () => {
    const answers = { 'news:12:': { title: '</script><script>alert(1)</script>' } };
    const block = serverRenderBlock({ config, answers });
    expect(block).toContain(`type="application/json" id="${SERVER_RENDER_ID}"`);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(readServerRender(pageWith('<main>News</main>', block))).toEqual({ config, answers });
  });

  it('is absent from a page the browser renders (an empty #root), or whose block does not parse', () => {
    expect(readServerRender(pageWith('', serverRenderBlock({ config, answers: {} })))).toBeNull();
    expect(readServerRender(pageWith('<main>News</main>', ''))).toBeNull();
    const broken = `<script type="application/json" id="${SERVER_RENDER_ID}">{not json</script>`;
    expect(readServerRender(pageWith('<main>News</main>', broken))).toBeNull();
  });

  it('counts as absent when its config is not valid or its answers are missing: the browser asks for both', () => {
    const invalid = serverRenderBlock({ config: { ...config, remotes: {} } as typeof config, answers: {} });
    expect(readServerRender(pageWith('<main>News</main>', invalid))).toBeNull();
    const noAnswers = `<script type="application/json" id="${SERVER_RENDER_ID}">${JSON.stringify({ config })}</script>`;
    expect(readServerRender(pageWith('<main>News</main>', noAnswers))).toBeNull();
  });
});
