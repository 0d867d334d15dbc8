/**
 * What one test file may leave for the next in the jsdom window the files of a worker share
 * (vitest.config.ts, `isolate: false`), with setup-dom.ts's check and reset at each file's start
 * and end.
 *
 * A rendered tree that outlives its file is the danger: it answers the next file's queries (a second
 * login form, a second router) and its effects, timers and requests run on in another file's tests.
 * Testing Library's cleanup unmounts only what its `render` mounted, so a remote's `mount()` that is
 * never unmounted, or a `createRoot` without `unmount`, stays. React tells a developer tool of every
 * root it commits; the stand-in below listens as one, so a tree is found wherever its container is,
 * in the page or not.
 */

/** The parts of React's FiberRoot this reads: the root's container, and its committed tree. */
interface FiberRoot {
  containerInfo: unknown;
  current: { child: unknown } | null;
}

/** React's developer tools hook, as much of it as react-dom calls; `roots` are the mounted ones. */
interface RootTracker {
  supportsFiber: true;
  renderers: Map<number, unknown>;
  roots: Set<FiberRoot>;
  inject(renderer: unknown): number;
  checkDCE(): void;
  onCommitFiberRoot(rendererId: number, root: FiberRoot): void;
  onCommitFiberUnmount(): void;
}

const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
const hookHolder = globalThis as { [HOOK]?: Partial<RootTracker> };

/**
 * Starts listening to React's commits, as its developer tools do. react-dom looks for the hook once,
 * when it is first imported, and keeps it: call this before anything imports react-dom. The hook
 * lives on the global object, so the fresh copy of this module each test file gets finds the same one.
 */
export function trackReactRoots(): void {
  if (hookHolder[HOOK]) return;
  const roots = new Set<FiberRoot>();
  const tracker: RootTracker = {
    supportsFiber: true,
    renderers: new Map(),
    roots,
    inject(renderer) {
      const id = tracker.renderers.size + 1;
      tracker.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onCommitFiberRoot(_rendererId, root) {
      // An unmount commits the root with nothing in it.
      if (root.current?.child) roots.add(root);
      else roots.delete(root);
    },
    onCommitFiberUnmount() {},
  };
  hookHolder[HOOK] = tracker;
}

/** The roots with a tree still mounted; empty when the hook is not this file's (a real DevTools). */
function mountedRoots(): Set<FiberRoot> {
  const roots = hookHolder[HOOK]?.roots;
  return roots instanceof Set ? roots : new Set();
}

const describe = (node: unknown): string => {
  if (!(node instanceof Element)) return String(node);
  const html = node.outerHTML;
  return html.length > 200 ? `${html.slice(0, 200)}…` : html;
};

/**
 * What is left once a file's tests have ended and Testing Library has cleaned up: every React tree
 * still mounted (in the page or in a container outside it) and every node left in the body.
 */
export function findPageLeaks(): string[] {
  const leaks: string[] = [];
  for (const root of mountedRoots()) {
    const container = root.containerInfo;
    const where =
      container instanceof Node && document.contains(container) ? 'in the page' : 'outside the page';
    leaks.push(`a mounted React tree ${where}, in ${describe(container)}`);
  }
  for (const node of document.body.childNodes) leaks.push(`left in the body: ${describe(node)}`);
  return leaks;
}

/**
 * The check at the end of each test file (setup-dom.ts, after Testing Library's cleanup): throws,
 * naming `file` and what it left, if findPageLeaks finds anything. Either way the next file starts
 * clean: the trees found are forgotten (they stay mounted, as React gives no way to unmount a root
 * from outside; the file that left them fails) and the body is emptied.
 */
export function assertNoPageLeaks(file: string): void {
  const leaks = findPageLeaks();
  mountedRoots().clear();
  document.body.replaceChildren();
  if (leaks.length === 0) return;
  throw new Error(
    `${file} left ${leaks.length === 1 ? 'this' : 'these'} for the next test file in its worker; unmount what a test mounts and remove what it adds:\n- ${leaks.join('\n- ')}`,
  );
}

/**
 * Window properties tests fake with Object.defineProperty, as jsdom neither scrolls nor lays out
 * (the header's tests set `window.scrollY`).
 */
const FAKED_GEOMETRY = [
  'scrollX',
  'scrollY',
  'pageXOffset',
  'pageYOffset',
  'innerWidth',
  'innerHeight',
  'outerWidth',
  'outerHeight',
  'devicePixelRatio',
] as const;

/** The window as the worker's first file found it, before any test ran; kept on the global object. */
interface FirstWindow {
  address: string;
  geometry: Map<string, PropertyDescriptor | undefined>;
  navigatorKeys: Set<PropertyKey>;
}
const FIRST_WINDOW = Symbol.for('club.tests.firstWindow');
const firstWindowHolder = globalThis as { [FIRST_WINDOW]?: FirstWindow };

/**
 * Puts the shared window back as a file of its own would find it: an empty page with no title, no
 * attributes on `<html>` and `<body>`, empty storage, no cookies, and, as the worker's first file
 * found them, the address, the window's scroll position and size, and a navigator with nothing
 * added (a test's stand-in for `navigator.clipboard`, or user-event's, which it takes off only where
 * vitest's hooks are globals, as they are not here).
 */
export function resetPage(): void {
  firstWindowHolder[FIRST_WINDOW] ??= {
    address: window.location.href,
    geometry: new Map(FAKED_GEOMETRY.map((key) => [key, Object.getOwnPropertyDescriptor(window, key)])),
    navigatorKeys: new Set(Reflect.ownKeys(navigator)),
  };
  const first = firstWindowHolder[FIRST_WINDOW];
  // The title too: it is the head's <title>.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  // jsdom's cookie jar (vitest keeps the JSDOM object on the global): every cookie, whatever its path.
  (
    globalThis as { jsdom?: { cookieJar: { removeAllCookiesSync(): void } } }
  ).jsdom?.cookieJar.removeAllCookiesSync();
  window.history.replaceState(null, '', first.address);
  for (const [key, descriptor] of first.geometry) {
    if (descriptor) Object.defineProperty(window, key, descriptor);
    else Reflect.deleteProperty(window, key);
  }
  for (const key of Reflect.ownKeys(navigator)) {
    if (!first.navigatorKeys.has(key)) Reflect.deleteProperty(navigator, key);
  }
}
