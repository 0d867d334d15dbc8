import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useAfterMainContent } from '../../lib/use-after-main-content.ts';

const NEVER = atom(false);

/**
 * Whether a deferred part may load: after the page's content (useAfterMainContent), or at once
 * when `wanted` turns true (a control asked for it). It stays true.
 */
export function useDeferredReady(wanted: ReadableAtom<unknown> = NEVER): boolean {
  const afterContent = useAfterMainContent();
  const asked = Boolean(useStore(wanted));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (afterContent || asked) setReady(true);
  }, [afterContent, asked]);
  return ready || asked;
}

/**
 * A layout part that the first paint does not need (search, the main menu, promos, adverts), in a
 * chunk of its own that loads as useDeferredReady says, so it never competes with the page's
 * content for the network or the main thread. Until then, and while its chunk loads, it renders
 * nothing; the parts it stands for take no space in the page's flow or sit below the fold.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted?: ReadableAtom<unknown>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, like lazy() itself
  function Deferred(props: P) {
    const ready = useDeferredReady(wanted);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
