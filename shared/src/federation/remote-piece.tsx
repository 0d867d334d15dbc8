import { $remotePiecesMayLoad } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import {
  REMOTE_PIECES,
  type RemotePieceModule,
  type RemotePieceName,
  type RemotePieceProps,
} from './pieces.ts';
import { RemoteBoundary, RemoteFallback } from './remote-boundary.tsx';
import './remote-piece.css';
import { NoRemoteLoaderError, useRemoteModule } from './use-remote-module.ts';

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
 * Mounts a piece another remote owns, with the same isolation as the shell's mounts: a loader in
 * reserved space, an error boundary, and a fallback with Try again when the owner is down, so the
 * page around it keeps working. A piece the owner does not expose yet shows nothing.
 */
export function RemotePiece<N extends RemotePieceName>(props: Props<N>) {
  const mayLoad = useStore($remotePiecesMayLoad);
  if (mayLoad) return <LoadedPiece {...props} />;
  const { remote, expose } = REMOTE_PIECES[props.piece];
  return (
    <div
      className={props.className}
      data-remote={remote}
      data-piece={expose}
      aria-busy="true"
      data-reserve={props.reserve}
    />
  );
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
