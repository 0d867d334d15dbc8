import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pureReactCallsLoader from './pure-react-calls-loader.mjs';

describe('pureReactCallsLoader', () => {
  it('marks module-level React calls pure and drops their display names, leaving calls inside functions', () => {
    const source = [
      'var Link = React10.forwardRef(function LinkWithRef(props, ref) {',
      '  var inner = React.createContext(null);',
      '});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext({ outlet: null });',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      '  Nested.displayName = "Nested";',
      '',
    ].join('\n');
    expect(pureReactCallsLoader(source)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) {',
        '  var inner = React.createContext(null);',
        '});',
        'var RouteContext = /* @__PURE__ */ React.createContext({ outlet: null });',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
        '  Nested.displayName = "Nested";',
        '',
      ].join('\n'),
    );
  });

  it("finds the calls in the installed react-router's production build", () => {
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
    const chunks = readdirSync(dist).filter((file) => /^chunk-[\w-]+\.mjs$/.test(file));
    const withLink = chunks
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .find((source) => /^var Link = /m.test(source));
    expect(withLink, 'a chunk of the production build defines Link').toBeDefined();
    const marked = pureReactCallsLoader(withLink ?? '');
    expect(marked).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).not.toMatch(/^Link\.displayName = /m);
  });
});
