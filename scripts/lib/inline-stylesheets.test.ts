import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStylesheetInliner, MOST_INLINED_BYTES, styleHashSource } from './inline-stylesheets.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'inline-stylesheets-'));
  await writeFile(path.join(root, 'main.0123456789.css'), '.header{color:red}');
  await writeFile(path.join(root, 'large.0123456789.css'), `.a{color:red}${' '.repeat(MOST_INLINED_BYTES)}`);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const REMOTE = 'http://localhost:3001/v1/news.0123456789.css';
const hashed = (href: string) => /\.[0-9a-f]{10}\.css$/.test(href);

describe('createStylesheetInliner', () => {
  it("reads the shell's from its folder and a remote's over HTTP, with each one's CSP hash", async () => {
    const readText = vi.fn(async () => '.news{margin:0}');
    const inline = createStylesheetInliner({ root, immutable: hashed, readText });
    expect(await inline(['/main.0123456789.css', REMOTE])).toEqual([
      {
        href: '/main.0123456789.css',
        css: '.header{color:red}',
        source: styleHashSource('.header{color:red}'),
      },
      { href: REMOTE, css: '.news{margin:0}', source: styleHashSource('.news{margin:0}') },
    ]);
    expect(readText).toHaveBeenCalledWith(REMOTE, expect.any(Number));
  });

  it('hashes the rules as CSP Level 3 does: sha256 of their UTF-8 bytes, in base64', () => {
    const css = '.a::before{content:"→"}';
    const digest = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(styleHashSource(css)).toBe(`'sha256-${digest}'`);
  });

  it('keeps a content-hashed stylesheet once read, and reads one without a hash each time', async () => {
    const readText = vi.fn(async (_url: string) => '.x{}');
    const inline = createStylesheetInliner({ root, immutable: hashed, readText });
    const plain = 'http://localhost:3001/v1/news.css';
    await inline([REMOTE, plain]);
    await inline([REMOTE, plain, REMOTE]);
    expect(readText.mock.calls.map(([url]) => url)).toEqual([REMOTE, plain, plain]);
  });

  it('reads a stylesheet asked for again while it is being read once, for every page waiting for it', async () => {
    let finish: (css: string) => void = () => {};
    const readText = vi.fn(
      (_url: string) =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const inline = createStylesheetInliner({ root, immutable: hashed, readText });
    // Unhashed, so not kept: only the read under way is shared.
    const plain = 'http://localhost:3001/v1/news.css';
    const ahead = inline([plain]);
    const page = inline([plain]);
    finish('.news{}');
    expect(await ahead).toEqual(await page);
    expect((await page).map((sheet) => sheet.css)).toEqual(['.news{}']);
    expect(readText).toHaveBeenCalledTimes(1);
    // Once done, an unhashed stylesheet is read afresh for the next page.
    const next = inline([plain]);
    finish('.news{color:red}');
    expect((await next).map((sheet) => sheet.css)).toEqual(['.news{color:red}']);
    expect(readText).toHaveBeenCalledTimes(2);
  });

  it('leaves out, to be linked, a stylesheet that fails, is too large, could end its <style>, or is outside the folder', async () => {
    let fail = true;
    const readText = vi.fn(async (url: string) => {
      if (url === REMOTE && fail) throw new Error('timed out');
      return url.endsWith('closing.0123456789.css') ? '.a{content:"</style><script>"}' : '.ok{}';
    });
    const inline = createStylesheetInliner({ root, immutable: hashed, readText });
    const closing = 'http://localhost:3001/v1/closing.0123456789.css';
    expect(
      await inline([REMOTE, closing, '/large.0123456789.css', '/../etc/passwd', '/missing.css']),
    ).toEqual([]);
    // A failure is tried again on the next page.
    fail = false;
    expect((await inline([REMOTE])).map((sheet) => sheet.href)).toEqual([REMOTE]);
  });
});
