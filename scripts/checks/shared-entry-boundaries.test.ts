import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each folder of src/ is one public entry of @club/shared (`@club/shared/stores`, `/config` ...),
 * shared between the shell and the remotes as its own singleton. A relative import from one entry
 * into another would bundle a private copy of that module into the importer, and with it a second
 * copy of its state (a second `$runtimeConfig`, a second `$user`). So across entries, code imports
 * the package's own name, which Module Federation resolves to the one shared copy.
 */
const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('@club/shared entry boundaries', () => {
  it('never imports another entry by a relative path', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !file.includes(`${path.sep}testing${path.sep}`))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.\.\/[^']+)'/g)].map(
          (match) => `${path.relative(src, file)} imports ${match[1]}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
