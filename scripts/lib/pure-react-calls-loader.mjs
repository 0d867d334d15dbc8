/**
 * Marks react-router's module-level React calls (`var Link = React10.forwardRef(...)`,
 * `React.createContext(...)`, `React3.memo(...)`) as pure, as its own build marks its other
 * top-level calls. Unmarked, a call counts as a side effect, so the minifier keeps every such
 * component and everything it reaches although no app uses it: the framework-mode Link with its
 * route-module prefetching, the data router's memoised routes, Form and fetchers. The router is
 * shared (`@club/shared/router`) and loads on every first visit. The module-level
 * `X.displayName = "X"` statements, for React's developer tools, would keep them all the same, so
 * they go too.
 */
const MODULE_LEVEL_REACT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const MODULE_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;

/** @param {string} source */
export default function pureReactCallsLoader(source) {
  return source
    .replace(MODULE_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2')
    .replace(MODULE_LEVEL_DISPLAY_NAME, '');
}
