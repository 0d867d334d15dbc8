// A match pass for each streamed match (issue 19), built from the match rather than stored: the
// packages list offers one for each match announced as streamed (the next few of the Men's Team
// and the Lionesses, matches/match-store.ts), and checkout finds any streamed match's pass by its
// price id. Each pass grants codes of its own match (entitlements/package-codes.ts matchPassCode): its live
// video and its replay, and with the commentary price its live commentary too; nothing of any
// other match, so buying one leaves every other match's pass on sale.
import type { MatchSummary, Team } from '@club/shared/contracts';
import { formatKickOff } from '@club/shared/format';
import type { Queryable } from '../db/database.ts';
import { matchCommentaryCode, matchPassCode } from '../entitlements/package-codes.ts';
import { DAY_MS } from '../lib/clock.ts';
import { getMatch, streamedMatchesAt } from '../matches/match-store.ts';
import { fixtureTitle, isStreamedMatch, STREAMED_MATCHES } from '../matches/streamed-matches.ts';
import {
  AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES,
  BLOCKED_HOURS_FROM,
  BLOCKED_HOURS_TO,
  VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES,
} from '../streams/streams-constants.ts';
import { listTeamsOnce } from '../teams/list-teams.ts';
import type { PackagePrice } from './package-documents.ts';
import {
  type ListedPackage,
  list,
  MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS,
  pkg,
  price,
} from './package-documents.ts';

/** A match pass's price in pence, by team; the commentary adds COMMENTARY_SUPPLEMENT. */
export const MATCH_PASS_AMOUNTS: Record<string, number> = { t3448: 1299, t18882: 799 };
export const COMMENTARY_SUPPLEMENT = 200;

export const matchPassPackageId = (matchID: string) => `match-pass-${matchID}`;
const passPriceId = (matchID: string) => `price_match_pass_${matchID}`;
const commentaryPriceId = (matchID: string) => `price_match_pass_${matchID}_commentary`;
const PASS_PRICE = /^price_match_pass_([a-z0-9]{1,40})(_commentary)?$/;

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

type PassMatch = Pick<
  MatchSummary,
  'matchID' | 'teamId' | 'season' | 'kickoff' | 'competition' | 'status' | 'homeAway' | 'club' | 'opponent'
>;

/** The pass of one streamed match: the live video and replay, or those and the live commentary. */
export function buildMatchPass(
  match: PassMatch,
  teams: ReadonlyArray<Pick<Team, 'id' | 'name'>>,
): ListedPackage {
  const { matchID } = match;
  const amount = MATCH_PASS_AMOUNTS[match.teamId] ?? 0;
  const validUntil = new Date(Date.parse(match.kickoff) + MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS);
  const video = [
    `The live match video, starting ${VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes before kick-off`,
    `The full replay for ${MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS / DAY_MS} days after kick-off`,
    `Not available in the UK and Ireland during the Saturday ${BLOCKED_HOURS_FROM} to ${BLOCKED_HOURS_TO} blackout`,
  ];
  return pkg({
    id: matchPassPackageId(matchID),
    packageType: 'match-pass',
    group: 'video',
    title: fixtureTitle(match, teams),
    description: `Match pass: ${formatKickOff(match.kickoff)} (UK time).`,
    style: { displayType: 'icon-only', icon: 'ticket', styleMode: 'light', customLabel: 'Match pass' },
    prices: [
      price({
        id: passPriceId(matchID),
        type: 'one-off',
        amount,
        priceDisplay: pounds(amount),
        furtherInformation: list(...video),
        entitlements: [matchPassCode(matchID)],
        validUntil,
      }),
      price({
        id: commentaryPriceId(matchID),
        type: 'one-off',
        amount: amount + COMMENTARY_SUPPLEMENT,
        priceDisplay: `${pounds(amount + COMMENTARY_SUPPLEMENT)} with live commentary`,
        offer: 'Video and live commentary',
        furtherInformation: list(
          ...video,
          `The live commentary, on air ${AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes before kick-off`,
        ),
        entitlements: [matchPassCode(matchID), matchCommentaryCode(matchID)],
        validUntil,
      }),
    ],
  });
}

/** The passes of the matches announced as streamed at `now`, soonest first. */
export async function listMatchPasses(db: Queryable, now: Date): Promise<ListedPackage[]> {
  const byTeam = await Promise.all(
    Object.keys(STREAMED_MATCHES).map((teamId) => streamedMatchesAt(db, teamId, now)),
  );
  const teams = await listTeamsOnce(db);
  return byTeam
    .flat()
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchID.localeCompare(b.matchID))
    .map((match) => buildMatchPass(match, teams));
}

/** A match pass price by its id, for any streamed match; undefined for any other id. */
export async function findMatchPassPrice(db: Queryable, priceId: string): Promise<PackagePrice | undefined> {
  const matchID = PASS_PRICE.exec(priceId)?.[1];
  if (!matchID) return undefined;
  const match = await getMatch(db, matchID);
  if (!match || !isStreamedMatch(match)) return undefined;
  const pass = buildMatchPass(match, await listTeamsOnce(db));
  const found = pass.attributes.priceData.find((entry) => entry.id === priceId);
  return found && { pkg: pass, price: found };
}
