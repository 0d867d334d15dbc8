// The ids of a streamed match's own stream assets and media, and how to read a match back from one:
// the session check, the media service and the match data agree on them whatever match it is.

/**
 * A streamed match's own stream assets (issue 19: each live match has its own, so a playback token
 * and a match pass open that match alone): its live video and its live commentary, with their
 * playbackIds. The media are the same test renditions as the standing assets'.
 */
export const MATCH_STREAM_KINDS = ['video', 'audio'] as const;
export type MatchStreamKind = (typeof MATCH_STREAM_KINDS)[number];
export const matchStreamAssetId = (matchID: string, kind: MatchStreamKind): string =>
  `match-${kind}-${matchID}`;
export const matchPlaybackId = (matchID: string, kind: MatchStreamKind): string =>
  `pb-match-${kind}-${matchID}`;

const MATCH_ID = '[a-z0-9]{1,40}';
const MATCH_ASSET = new RegExp(`^match-(video|audio)-(${MATCH_ID})$`);
const MATCH_PLAYBACK = new RegExp(`^pb-match-(video|audio)-(${MATCH_ID})$`);

/** The match and kind a match stream asset id or playbackId names; undefined for any other id. */
export function parseMatchStreamId(id: string): { matchID: string; kind: MatchStreamKind } | undefined {
  const found = MATCH_ASSET.exec(id) ?? MATCH_PLAYBACK.exec(id);
  return found ? { kind: found[1] as MatchStreamKind, matchID: found[2] as string } : undefined;
}
