/**
 * Pieces one remote shows on another's pages (../shared/DESIGN.md "Remotes inside remotes"), named
 * once with their props so the owner and every page that mounts one agree. The owner exposes
 * `./<expose>` as a RemotePieceModule; pages mount it with `<RemotePiece piece=... />`.
 */
import type { RemoteKey } from '@club/shared/config';
import type { ComponentType } from 'react';
import { SERVER_RENDERED_REMOTES } from './exposes.ts';

/** What each piece is given by the page that mounts it. */
export interface RemotePieceProps {
  /** mfe-matches: the next match (or the live one, else the last result) of a team, linking to its match centre. */
  nextMatchStrip: {
    /** The team's slug; the men's team (empty slug) when left out. */
    team?: string;
    /** A heading for the strip ('Upcoming Game' on the streamer site); none when the page has its own. */
    heading?: string;
  };
  /**
   * mfe-matches: the matchday takeover banner (spec 000 §3, style 'banner'), linking to the match
   * centre on a match day and showing nothing on other days; for the home page.
   */
  matchdayBanner: { team?: string };
  /** mfe-matches: the team's next fixtures, soonest first. */
  upcomingFixtures: { team?: string; limit?: number; heading?: string };
  /** mfe-streaming: a rail of the latest videos, with the lock rules applied. */
  latestVideosRail: { heading?: string; limit?: number };
  /** mfe-account: the subscription and match-pass packages with their purchase buttons. */
  packagesWidget: { heading?: string };
  /**
   * mfe-account: the voucher form (issue 19), redeeming a code for the signed-in supporter; with a
   * heading it is a section of its own, with the page's intro text; the page may name the button.
   */
  voucherForm: { heading?: string; text?: string; buttonText?: string };
  /**
   * mfe-streaming: the site's player for one video or live stream, embedded (the match centre's
   * video, which can be docked while the supporter keeps reading).
   */
  videoPlayer: {
    source:
      | { kind: 'video'; videoId: string }
      | { kind: 'live'; mediaType: 'video' | 'audio'; assetId?: string };
    title: string;
    docked?: boolean;
    onClose?: () => void;
  };
  /** mfe-streaming: the search overlay's video results for a query (the shell's search panel on the streaming pages). */
  videoSearchResults: { query: string; onNavigate?: () => void };
}

export type RemotePieceName = keyof RemotePieceProps;

/** Which remote owns each piece, and the name it is exposed under. */
export const REMOTE_PIECES = {
  nextMatchStrip: { remote: 'mfe-matches', expose: 'NextMatchStrip' },
  upcomingFixtures: { remote: 'mfe-matches', expose: 'UpcomingFixtures' },
  matchdayBanner: { remote: 'mfe-matches', expose: 'MatchdayBanner' },
  latestVideosRail: { remote: 'mfe-streaming', expose: 'LatestVideosRail' },
  packagesWidget: { remote: 'mfe-account', expose: 'PackagesWidget' },
  voucherForm: { remote: 'mfe-account', expose: 'VoucherForm' },
  // A player stays in the browser (issue 20): the server renders the space it will take.
  videoPlayer: { remote: 'mfe-streaming', expose: 'VideoPlayer', browserOnly: true },
  videoSearchResults: { remote: 'mfe-streaming', expose: 'VideoSearchResults' },
} as const satisfies Record<RemotePieceName, { remote: RemoteKey; expose: string; browserOnly?: true }>;

/**
 * Whether a page rendered on the server renders the piece too: its owner has a server build
 * (SERVER_RENDERED_REMOTES) and it is not a browser's own (a player).
 */
export const isServerRenderedPiece = (piece: RemotePieceName): boolean => {
  const owner: { remote: RemoteKey; browserOnly?: true } = REMOTE_PIECES[piece];
  return SERVER_RENDERED_REMOTES.has(owner.remote) && !owner.browserOnly;
};

/** `./<expose>` of a piece: its component and the release label it was built with. */
export interface RemotePieceModule<N extends RemotePieceName> {
  default: ComponentType<RemotePieceProps[N]>;
  release: string;
}
