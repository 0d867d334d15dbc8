// Each streamed match's own stream assets (issue 19): its live video and its live commentary,
// built from the match itself rather than stored, so every streamed match of every season has
// them. The session check opens one only to the video subscription or to that match's pass (and
// the commentary to the audio passes or a pass price that includes it), and the playback token it
// issues names that match's playbackId alone. They are on air from the streaming FAQ's times
// before kick-off (video 45 minutes, audio 10) until the match's live window closes, and offline
// (idle) otherwise; the media are the standing test renditions.
import { MATCH_LIVE_WINDOW_MS, type MatchSummary, type Team } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import {
  LIVE_AUDIO_ENTITLEMENTS,
  LIVE_VIDEO_ENTITLEMENTS,
  matchCommentaryCode,
  matchPassCode,
} from '../entitlements/package-codes.ts';
import { getMatch } from '../matches/match-store.ts';
import { fixtureTitle, isStreamedMatch } from '../matches/streamed-matches.ts';
import { listTeamsOnce } from '../teams/list-teams.ts';
import {
  type MatchStreamKind,
  matchPlaybackId,
  matchStreamAssetId,
  parseMatchStreamId,
} from './match-stream-ids.ts';
import type { StreamAsset } from './stream-asset.ts';
import {
  AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES,
  VIDEO_RIGHTS_SOLD_ABROAD,
  VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES,
} from './streams-constants.ts';

const MINUTE_MS = 60_000;

/** How long before kick-off each kind of stream goes on air. */
export const ON_AIR_BEFORE_KICK_OFF_MS: Record<MatchStreamKind, number> = {
  video: VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES * MINUTE_MS,
  audio: AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES * MINUTE_MS,
};

/** On air ('active') from before kick-off until the live window closes; offline ('idle') otherwise. */
export function matchStreamStatus(kickoff: string, kind: MatchStreamKind, now: Date): 'active' | 'idle' {
  const start = Date.parse(kickoff);
  const from = start - ON_AIR_BEFORE_KICK_OFF_MS[kind];
  return now.getTime() >= from && now.getTime() < start + MATCH_LIVE_WINDOW_MS ? 'active' : 'idle';
}

/** The codes that open a match's stream: the subscriptions, and that match's own pass codes. */
export function matchStreamEntitlements(matchID: string, kind: MatchStreamKind): string[] {
  return kind === 'video'
    ? [...LIVE_VIDEO_ENTITLEMENTS, matchPassCode(matchID)]
    : [...LIVE_AUDIO_ENTITLEMENTS, matchCommentaryCode(matchID)];
}

type StreamedMatch = Pick<
  MatchSummary,
  'matchID' | 'teamId' | 'season' | 'kickoff' | 'competition' | 'status' | 'homeAway' | 'club' | 'opponent'
>;

/** One of a streamed match's stream assets as it stands at `now`. */
export function buildMatchStreamAsset(
  match: StreamedMatch,
  kind: MatchStreamKind,
  now: Date,
  teams: ReadonlyArray<Pick<Team, 'id' | 'name'>>,
): StreamAsset {
  const id = matchStreamAssetId(match.matchID, kind);
  const title = fixtureTitle(match, teams);
  return {
    id,
    attributes: {
      title: kind === 'video' ? `Live: ${title}` : `Live commentary: ${title}`,
      description:
        kind === 'video'
          ? `The whole match live, from ${VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes before kick-off.`
          : `Full match commentary, on air ${AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes before kick-off.`,
      mediaType: 'live-stream',
      kind,
      imageData: { posterImageKey: `posters/${id}.jpg`, offlineImageKey: `offline/${id}.jpg` },
      assetData: {
        status: matchStreamStatus(match.kickoff, kind, now),
        playbackIds: [{ id: matchPlaybackId(match.matchID, kind) }],
        drm: kind === 'video',
      },
      accessData: { entitlements: matchStreamEntitlements(match.matchID, kind) },
      geoData: { blockedCountries: kind === 'video' ? [...VIDEO_RIGHTS_SOLD_ABROAD] : [] },
      matchData: { matchID: match.matchID, kickoff: match.kickoff },
    },
  };
}

/** The match stream asset an asset id or playbackId names, at `now`; undefined for any other id. */
export async function findMatchStreamAsset(
  db: Queryable,
  id: string,
  now: Date,
): Promise<StreamAsset | undefined> {
  const named = parseMatchStreamId(id);
  if (!named) return undefined;
  const match = await getMatch(db, named.matchID);
  if (!match || !isStreamedMatch(match)) return undefined;
  return buildMatchStreamAsset(match, named.kind, now, await listTeamsOnce(db));
}
