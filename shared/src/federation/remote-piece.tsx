import { $remotePiecesMayLoad } from '@club/shared/stores';
import { useBrowserState } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { createContext, memo, type ReactNode, Suspense, use, useContext } from 'react';
import {
  isServerRenderedPiece,
  REMOTE_PIECES,
  type RemotePieceModule,
  type RemotePieceName,
  type RemotePieceProps,
} from './pieces.ts';
import { RemoteBoundary, RemoteFallback } from './remote-boundary.tsx';
import './remote-piece.css';
import { moduleReady, NoRemoteLoaderError, useRemoteModule } from './use-remote-module.ts';

/** The heights a piece can keep while it loads (remote-piece.css). */
export type PieceReserve = '8rem' | '12rem' | '16rem' | '30rem';

/** Whether the remote answered but does not expose the piece (yet): its place stays empty. */
export function isMissingExpose(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof NoRemoteLoaderError || /does not exist in container/i.test(current.message))
      return true;
  }
  return false;
}

interface Props<N extends RemotePieceName> {
  piece: N;
  props: RemotePieceProps[N];
  /** Space kept for the piece while it loads, so the page does not shift when it arrives. */
  reserve?: PieceReserve;
  className?: string;
  /**
   * What shows when the owner is down: the fallback with Try again (default), or nothing, for an
   * optional extra such as a banner whose absence the page does not need to explain.
   */
  whenDown?: 'fallback' | 'nothing';
}

/**
 * On the server, the pieces a page's render has rendered (`remote/expose`), for the stylesheets its
 * page links (shell/src/server/render-page.tsx provides it); null in a browser.
 */
export const RenderedPiecesContext = createContext<Set<string> | null>(null);

/**
 * Mounts a piece another remote owns, with the same isolation as the shell's mounts: a loader in
 * reserved space, an error boundary, and a fallback with Try again when the owner is down, so the
 * page around it keeps working. A piece the owner does not expose yet shows nothing. Like every
 * piece, it loads once the host lets pieces load, the reserved space shown until then.
 *
 * A piece whose owner has a server build is rendered on the server with its page, its module loaded
 * first (React's `use`, under Suspense). A page the browser hydrates keeps the server's markup of it
 * until the host lets pieces load and its module is there, then hydrates it too.
 */
export function RemotePiece<N extends RemotePieceName>(props: Props<N>) {
  if (!isServerRenderedPiece(props.piece)) return <HeldPiece {...props} />;
  return <ServerRenderedPiece {...props} />;
}

/** Whether two renders of a piece ask for the same: its props compared one by one, not by object. */
function samePiece<N extends RemotePieceName>(before: Props<N>, after: Props<N>): boolean {
  const keys = new Set([...Object.keys(before.props), ...Object.keys(after.props)]) as Set<
    keyof RemotePieceProps[N]
  >;
  return (
    before.piece === after.piece &&
    before.reserve === after.reserve &&
    before.className === after.className &&
    before.whenDown === after.whenDown &&
    [...keys].every((key) => Object.is(before.props[key], after.props[key]))
  );
}

/**
 * A piece the server rendered. Kept from the page's re-renders while its props are the same (a page
 * writes them inline, a new object each time): a hydrating piece that React is given new props for
 * before its module is there is thrown away and rendered afresh, and the page would jump twice.
 */
const ServerRenderedPiece = memo(function ServerRenderedPiece<N extends RemotePieceName>(props: Props<N>) {
  return (
    <Suspense fallback={<PieceSpace {...props} />}>
      <HeldPiece {...props} suspendWhileHydrating />
    </Suspense>
  );
}, samePiece) as <N extends RemotePieceName>(props: Props<N>) => ReactNode;

/** The space a piece keeps until it loads. */
function PieceSpace<N extends RemotePieceName>({ piece, reserve, className }: Props<N>) {
  const { remote, expose } = REMOTE_PIECES[piece];
  return (
    <div
      className={className}
      data-remote={remote}
      data-piece={expose}
      aria-busy="true"
      data-reserve={reserve}
    />
  );
}

/** Resolves once the host lets pieces load ($remotePiecesMayLoad). */
const piecesMayLoad = () =>
  new Promise<void>((resolve) => {
    if ($remotePiecesMayLoad.get()) return resolve();
    const stop = $remotePiecesMayLoad.listen((mayLoad) => {
      if (!mayLoad) return;
      stop();
      resolve();
    });
  });

function HeldPiece<N extends RemotePieceName>({
  suspendWhileHydrating = false,
  ...props
}: Props<N> & { suspendWhileHydrating?: boolean }) {
  const { remote, expose } = REMOTE_PIECES[props.piece];
  const mayLoad = useStore($remotePiecesMayLoad);
  const rendered = useContext(RenderedPiecesContext);
  // False on the server and while a server's page hydrates: the render that meets its markup.
  const browserOwn = useBrowserState();
  if (suspendWhileHydrating && !browserOwn) {
    // On the server, a piece that cannot load fails the render, and the page goes to the browser.
    use(moduleReady(remote, expose, rendered ? { rethrow: true } : { gate: piecesMayLoad }));
    rendered?.add(`${remote}/${expose}`);
  } else if (!mayLoad) return <PieceSpace {...props} />;
  return <LoadedPiece {...props} />;
}

function LoadedPiece<N extends RemotePieceName>({
  piece,
  props,
  reserve,
  className,
  whenDown = 'fallback',
}: Props<N>) {
  const { remote, expose } = REMOTE_PIECES[piece];
  const { state, retry } = useRemoteModule<RemotePieceModule<N>>(remote, expose);
  if (state.status === 'failed' && (whenDown === 'nothing' || isMissingExpose(state.error))) return null;
  const Piece = state.status === 'ready' ? state.module.default : null;
  return (
    <div
      className={className}
      data-remote={remote}
      data-piece={expose}
      data-release={state.status === 'ready' ? state.module.release : undefined}
      aria-busy={state.status === 'loading' || undefined}
      data-reserve={state.status === 'loading' ? reserve : undefined}
    >
      {state.status === 'failed' && <RemoteFallback remote={remote} onRetry={retry} />}
      {Piece && (
        <RemoteBoundary remote={remote} onRetry={retry}>
          <Piece {...props} />
        </RemoteBoundary>
      )}
    </div>
  );
}
