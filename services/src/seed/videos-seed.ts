// The video catalogue: every entry the feeds, the searches and the player find, the four feeds of
// spec 001 §2 with their sections, and the video categories. Entries are written out rather than
// generated, so each one is there for a reason: together they cover every entitlement case of
// spec 001 §4, the four teams, seasons 2020 to 2025 (and the season under way at the base date),
// the three duration bands with their edges (299, 300, 600, 601 s) and entries over 3599 s,
// legacy entries, replays held back until noon the next day, and releases still to come.
import {
  type CaptionLanguage,
  ENTITLEMENT_ANY_SIGNED_IN,
  ENTITLEMENT_OPEN_TO_ALL,
  REPLAY_DURATION_S,
  seasonOf,
} from '@club/shared/contracts';
import type { Document } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import {
  ENTITLEMENTS,
  LIVE_AUDIO_ENTITLEMENTS,
  LIVE_VIDEO_ENTITLEMENTS,
} from '../entitlements/package-codes.ts';
import { slugify } from '../lib/slugify.ts';
import { holdbackRelease, matchReplayEntitlements } from '../matches/match-replays.ts';
import { MATCH_STREAM_KINDS, matchStreamAssetId } from '../streams/match-stream-ids.ts';
import { matchStreamEntitlements } from '../streams/match-streams.ts';
import { VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES } from '../streams/streams-constants.ts';
import { entryIdFor } from '../videos/entry-id.ts';
import { VIDEO_CATEGORIES_COLLECTION } from '../videos/list-categories.ts';
import { STREAM_ASSETS, type StreamAssetRef } from './catalogue.ts';
import { type Dataset, documentDataset, isTableEmpty } from './datasets.ts';
import { buildMatchReplays, type MatchReplayDraft } from './match-replays.ts';
import { TEAMS } from './teams-seed.ts';

const { videoSubscriber: SUBSCRIBER, audioAnnual, audioMonthly } = ENTITLEMENTS;

const teamId = (name: string): string => {
  const team = TEAMS.find((t) => t.name === name);
  if (!team) throw new Error(`No team named ${name}`);
  return team.id;
};
const MEN = teamId("Men's Team");
const LIONESSES = teamId('Lionesses');
const B_TEAM = teamId('B-Team');
const U18 = teamId('Under-18s');

export type MediaType = 'OnDemand' | 'Live';

export interface VideoSeed {
  entryId: string;
  title: string;
  description: string;
  durationS: number;
  entitlements: string[];
  thumbnailKey: string;
  createdAt: Date;
  /** Listed from here on; before it no feed, search or lookup shows the entry. */
  releaseFrom: Date;
  /** Playable from here on: the release for on-demand entries, the kick-off for live ones. */
  startAt: Date;
  mediaType: MediaType;
  streamAssetId: string | null;
  liveMediaType: 'video' | 'audio' | null;
  /** A live match's entry ends at full time (the feeds' 'started' sections stop listing it); null otherwise. */
  endsAt: Date | null;
  teams: string[];
  seasons: number[];
  tags: string[];
  categories: string[];
  legacy: boolean;
  /** Shown in child-friendly mode (issue 21, beyond the spec); false for strong language. */
  childFriendly: boolean;
  /** The caption tracks an on-demand entry carries (media/captions.ts); none for a live one. */
  captionLanguages: CaptionLanguage[];
  /** A full-match replay's match (its key moments come from the match centre); null otherwise. */
  matchId: string | null;
}

/** What an on-demand entry carries unless it says otherwise. */
const ENGLISH_CAPTIONS: CaptionLanguage[] = ['en'];

export type SectionSchedule = 'any' | 'upcoming' | 'started';

export interface FeedSectionSeed {
  /** Unique across feeds: the alternate search names a section without its feed. */
  id: string;
  title: string;
  schedule: SectionSchedule;
  entryIds: string[];
}

export interface FeedSeed {
  feedId: string;
  title: string;
  sections: FeedSectionSeed[];
}

export interface VideoCatalogueSeed {
  videos: VideoSeed[];
  feeds: FeedSeed[];
}

export interface VideoCategorySeed {
  slug: string;
  name: string;
  orderPosition: number;
  description: string;
}

/**
 * Stored in this order, which is deliberately not orderPosition order: the server answers them as
 * stored and the site sorts ascending by orderPosition (spec 001 §3), so the site's sort is tested.
 */
export const VIDEO_CATEGORIES: VideoCategorySeed[] = [
  {
    slug: 'interviews',
    name: 'Interviews',
    orderPosition: 3,
    description: 'Players and staff in their own words.',
  },
  {
    slug: 'classics',
    name: 'Classic Matches',
    orderPosition: 7,
    description: 'Great games from the archive.',
  },
  { slug: 'highlights', name: 'Highlights', orderPosition: 1, description: 'The goals and the big moments.' },
  {
    slug: 'trailers',
    name: 'Trailers',
    orderPosition: 9,
    description: 'What a subscription or a pass brings.',
  },
  { slug: 'full-matches', name: 'Full Matches', orderPosition: 2, description: 'Every minute, replayed.' },
  { slug: 'how-to', name: 'How To', orderPosition: 8, description: 'Getting the streaming service working.' },
  { slug: 'academy', name: 'Academy', orderPosition: 6, description: 'The Under-18s and the B-Team.' },
  {
    slug: 'press-conferences',
    name: 'Press Conferences',
    orderPosition: 4,
    description: 'Before and after the game.',
  },
  {
    slug: 'behind-the-scenes',
    name: 'Behind the Scenes',
    orderPosition: 5,
    description: 'Training, travel and matchday.',
  },
];

type CategorySlug =
  | 'interviews'
  | 'classics'
  | 'highlights'
  | 'trailers'
  | 'full-matches'
  | 'how-to'
  | 'academy'
  | 'press-conferences'
  | 'behind-the-scenes';

interface Draft {
  title: string;
  /** UTC instant the entry starts (on-demand: is published; live: kicks off). */
  at: string;
  teams: string[];
  categories: CategorySlug[];
  entitlements: string[];
  durationS: number;
  tags: string[];
  description?: string;
  legacy?: boolean;
  /** A full replay: published at `at` but released only at noon UK time the next day. */
  holdback?: boolean;
  /** Not for child-friendly mode (strong language); entries are child friendly unless they say so. */
  childFriendly?: false;
  /** Caption tracks besides the default English ones (an item made for Arabic-speaking supporters). */
  captionLanguages?: CaptionLanguage[];
  /** A release other than `at` (a scheduled one, or a live entry announced days before). */
  releaseFrom?: string;
  /** Uploaded before its release; defaults to 40 minutes before `at`. */
  createdAt?: string;
  live?: StreamAssetRef;
}

const ALL_TEAMS = [MEN, LIONESSES, B_TEAM, U18];

// Recent on-demand entries: the season under way at the base date (2026), feed 1's material.
const RECENT: Draft[] = [
  {
    title: "Extended highlights: Men's Team 3-2 Ashby United",
    at: '2026-10-31T17:10:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 612,
    tags: ['Highlights', 'League'],
  },
  {
    title: 'Every goal from October',
    at: '2026-11-01T09:00:00Z',
    teams: ALL_TEAMS,
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 1260,
    tags: ['Goals', 'Highlights'],
  },
  {
    title: 'Commentary highlights: the best calls of October',
    at: '2026-10-31T21:00:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [audioAnnual, audioMonthly],
    durationS: 420,
    tags: ['Commentary', 'Audio'],
  },
  {
    title: 'Goal of the month nominees: October',
    at: '2026-10-30T12:00:00Z',
    teams: [MEN, LIONESSES],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 300,
    tags: ['Goal of the month'],
  },
  {
    title: 'Head coach press conference ahead of Eastport Athletic',
    at: '2026-10-29T13:00:00Z',
    teams: [MEN],
    categories: ['press-conferences'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 845,
    tags: ['Press conference'],
    // A heated exchange about the referee: strong language.
    childFriendly: false,
  },
  {
    title: 'Training: finishing drills in the rain',
    at: '2026-10-28T10:00:00Z',
    teams: [MEN],
    categories: ['behind-the-scenes'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 185,
    tags: ['Training'],
  },
  {
    title: 'Behind the scenes: matchday at the stadium',
    at: '2026-10-27T18:00:00Z',
    teams: [MEN],
    categories: ['behind-the-scenes'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 420,
    tags: ['Matchday'],
  },
  {
    title: 'Lionesses captain on the road to the cup final',
    at: '2026-10-26T16:00:00Z',
    teams: [LIONESSES],
    categories: ['interviews'],
    entitlements: [],
    durationS: 360,
    tags: ['Interview', 'Cup'],
  },
  {
    title: 'Captain: "We go again on Saturday"',
    at: '2026-10-26T12:00:00Z',
    teams: [MEN],
    categories: ['interviews'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 150,
    tags: ['Interview'],
    // Straight after a defeat, unedited: strong language.
    childFriendly: false,
  },
  {
    title: 'Full match replay: Lionesses v Westmoor Ladies',
    at: '2026-10-25T16:00:00Z',
    holdback: true,
    teams: [LIONESSES],
    categories: ['full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5520,
    tags: ['Full match', 'League'],
  },
  {
    title: 'Highlights: Lionesses 3-1 Westmoor Ladies',
    at: '2026-10-25T16:30:00Z',
    teams: [LIONESSES],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 455,
    tags: ['Highlights', 'League'],
  },
  {
    title: 'Highlights: Under-18s 4-0 Hollins Park',
    at: '2026-10-24T14:30:00Z',
    teams: [U18],
    categories: ['highlights', 'academy'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 240,
    tags: ['Highlights', 'Academy'],
  },
  {
    title: 'Saves of the season so far',
    at: '2026-10-23T12:00:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [],
    durationS: 210,
    tags: ['Goalkeepers'],
  },
  {
    title: 'Tactical analysis: pressing from the front',
    at: '2026-10-22T11:00:00Z',
    teams: [MEN],
    categories: ['behind-the-scenes'],
    entitlements: [SUBSCRIBER],
    durationS: 600,
    tags: ['Analysis'],
  },
  {
    title: 'Free preview: A Season with the Lionesses',
    at: '2026-10-21T18:00:00Z',
    teams: [LIONESSES],
    categories: ['trailers'],
    // '?' wins over any code listed with it (spec 001 §4 step 1).
    entitlements: [ENTITLEMENT_OPEN_TO_ALL, SUBSCRIBER],
    durationS: 150,
    tags: ['Documentary', 'Trailer'],
    // Made for the club's supporters in the Gulf as well: Arabic captions besides English.
    captionLanguages: ['en', 'ar'],
  },
  {
    title: 'The B-Team story: a season in ten minutes',
    at: '2026-10-20T18:00:00Z',
    teams: [B_TEAM],
    categories: ['behind-the-scenes', 'academy'],
    entitlements: [SUBSCRIBER],
    durationS: 601,
    tags: ['Documentary'],
  },
  {
    title: 'Academy graduates: the first day as professionals',
    at: '2026-10-19T15:00:00Z',
    teams: [U18, B_TEAM],
    categories: ['academy'],
    entitlements: [],
    durationS: 299,
    tags: ['Academy'],
  },
  {
    title: 'Commentary replay: the Riverside cup tie',
    at: '2026-10-18T17:15:00Z',
    teams: [MEN],
    categories: ['full-matches'],
    entitlements: [audioAnnual],
    durationS: 5940,
    tags: ['Commentary', 'Audio', 'Cup'],
  },
  {
    title: 'Extended highlights: the Riverside cup tie',
    at: '2026-10-18T17:30:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [SUBSCRIBER],
    durationS: 960,
    tags: ['Highlights', 'Cup'],
  },
  {
    title: "Highlights: Kingsford Rovers 0-2 Men's Team",
    at: '2026-10-17T17:05:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 480,
    // "cup" only in the tags, so a text search that reads tags finds what a title search misses.
    tags: ['Highlights', 'Cup'],
  },
  {
    title: "Full match replay: Men's Team v Kingsford Rovers",
    at: '2026-10-17T17:00:00Z',
    holdback: true,
    teams: [MEN],
    categories: ['full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5700,
    tags: ['Full match', 'Cup'],
  },
  {
    title: 'Highlights: B-Team 1-1 Marlow Town',
    at: '2026-10-14T21:30:00Z',
    teams: [B_TEAM],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 270,
    tags: ['Highlights'],
  },
  {
    title: 'Highlights: Harbourside City 1-2 Lionesses',
    at: '2026-10-11T16:20:00Z',
    teams: [LIONESSES],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 390,
    tags: ['Highlights', 'League'],
  },
  {
    title: 'Commentary replay: Lionesses v Harbourside City',
    at: '2026-10-11T16:10:00Z',
    teams: [LIONESSES],
    categories: ['full-matches'],
    entitlements: [audioMonthly],
    durationS: 5580,
    tags: ['Commentary', 'Audio'],
  },
  {
    title: "Highlights: Men's Team 2-2 Valmont FC",
    at: '2026-10-10T17:05:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [SUBSCRIBER],
    durationS: 510,
    tags: ['Highlights', 'League'],
  },
  {
    title: 'Goalkeeper coach: inside the training ground',
    at: '2026-10-05T12:00:00Z',
    teams: [MEN],
    categories: ['behind-the-scenes', 'interviews'],
    entitlements: [],
    durationS: 505,
    tags: ['Training', 'Goalkeepers'],
  },
  {
    title: 'Lionesses head coach on the new signing',
    at: '2026-09-30T14:00:00Z',
    teams: [LIONESSES],
    categories: ['interviews'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 330,
    tags: ['Interview', 'Transfers'],
  },
  {
    title: 'Academy director on the class of 2026',
    at: '2026-09-15T12:00:00Z',
    teams: [U18],
    categories: ['academy', 'interviews'],
    entitlements: [SUBSCRIBER],
    durationS: 720,
    tags: ['Academy', 'Interview'],
  },
  {
    title: 'New signing: first interview',
    at: '2026-09-02T12:00:00Z',
    teams: [MEN],
    categories: ['interviews'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 280,
    tags: ['Interview', 'Transfers'],
  },
  {
    title: 'Chief executive on the new streaming service',
    at: '2026-08-20T12:00:00Z',
    teams: [],
    categories: ['interviews'],
    entitlements: [SUBSCRIBER],
    durationS: 440,
    tags: ['Interview', 'Streaming'],
  },
];

// Around the base date: a replay released at the base instant, one still held back, and releases
// still to come (one soon, one at the end of the season).
const AROUND_BASE: Draft[] = [
  {
    title: "Full match replay: Men's Team v Ashby United",
    at: '2026-10-31T17:00:00Z',
    holdback: true,
    teams: [MEN],
    categories: ['full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5880,
    tags: ['Full match', 'League'],
  },
  {
    title: "Full match replay: Men's Team v Carrow Vale",
    at: '2026-11-01T13:30:00Z',
    holdback: true,
    createdAt: '2026-11-01T11:30:00Z',
    teams: [MEN],
    categories: ['full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5820,
    tags: ['Full match', 'League'],
  },
  {
    title: 'Documentary: A Season with the Lionesses, episode 1',
    at: '2026-11-15T18:00:00Z',
    createdAt: '2026-10-30T10:00:00Z',
    teams: [LIONESSES],
    categories: ['behind-the-scenes'],
    entitlements: [SUBSCRIBER],
    durationS: 2700,
    tags: ['Documentary'],
  },
  {
    title: 'Season review 2026/27',
    at: '2027-06-01T18:00:00Z',
    createdAt: '2026-10-31T10:00:00Z',
    teams: ALL_TEAMS,
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 3000,
    tags: ['Season review'],
  },
];

// The archive, seasons 2020 to 2025; entries before the 2022 season come from the old platform.
const ARCHIVE: Draft[] = [
  {
    title: 'B-Team 2025/26 season review',
    at: '2026-05-30T12:00:00Z',
    teams: [B_TEAM],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 780,
    tags: ['Season review'],
  },
  {
    title: 'Lionesses lift the cup: the final in full',
    at: '2026-05-16T18:00:00Z',
    teams: [LIONESSES],
    categories: ['full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 6120,
    tags: ['Full match', 'Cup', 'Final'],
  },
  {
    title: "Highlights: Men's Team 2-0 Eastport Athletic",
    at: '2026-04-18T17:05:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 420,
    tags: ['Highlights', 'League'],
  },
  {
    title: 'Under-18s youth cup run: every goal',
    at: '2026-03-02T19:00:00Z',
    teams: [U18],
    categories: ['academy', 'highlights'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 540,
    tags: ['Academy', 'Cup', 'Goals'],
  },
  {
    title: 'Full match replay: B-Team v Marlow Town',
    at: '2025-03-15T17:00:00Z',
    teams: [B_TEAM],
    categories: ['full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5460,
    tags: ['Full match'],
  },
  {
    title: "Highlights: Valmont FC 1-3 Men's Team",
    at: '2025-02-08T17:05:00Z',
    teams: [MEN],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 350,
    tags: ['Highlights', 'League'],
  },
  {
    title: 'Lionesses pre-season camp',
    at: '2024-08-10T12:00:00Z',
    teams: [LIONESSES],
    categories: ['behind-the-scenes'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 460,
    tags: ['Training', 'Pre-season'],
  },
  {
    title: 'Lionesses 2023/24 goals of the season',
    at: '2024-05-25T12:00:00Z',
    teams: [LIONESSES],
    categories: ['highlights'],
    entitlements: [SUBSCRIBER],
    durationS: 900,
    tags: ['Goals', 'Season review'],
  },
  {
    title: "Men's Team promotion celebrations",
    at: '2024-05-04T19:00:00Z',
    teams: [MEN],
    categories: ['behind-the-scenes'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 260,
    tags: ['Promotion', 'Celebrations'],
    // The dressing room, champagne and songs: not for children.
    childFriendly: false,
  },
  {
    title: 'Highlights: Under-18s 2-2 Kingsford Rovers',
    at: '2023-11-11T14:00:00Z',
    teams: [U18],
    categories: ['highlights', 'academy'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 190,
    tags: ['Highlights', 'Academy'],
  },
  {
    title: 'Lionesses: the first season in the top flight',
    at: '2023-05-20T18:00:00Z',
    teams: [LIONESSES],
    categories: ['behind-the-scenes'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 1500,
    tags: ['Documentary', 'Season review'],
  },
  {
    title: "Classic: Men's Team 4-1 Harbourside City",
    at: '2022-12-26T18:00:00Z',
    teams: [MEN],
    categories: ['classics', 'full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5400,
    tags: ['Classic', 'Boxing Day'],
  },
  {
    title: 'Under-18s: youth cup final highlights',
    at: '2022-05-10T21:30:00Z',
    legacy: true,
    teams: [U18],
    categories: ['highlights', 'academy'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 280,
    tags: ['Highlights', 'Cup', 'Final'],
  },
  {
    title: 'Classic: the 2021 cup semi-final',
    at: '2022-04-16T20:00:00Z',
    legacy: true,
    teams: [MEN],
    categories: ['classics', 'full-matches'],
    entitlements: [SUBSCRIBER],
    durationS: 5640,
    tags: ['Classic', 'Cup'],
  },
  {
    title: 'B-Team: the class of 2021',
    at: '2021-09-18T12:00:00Z',
    legacy: true,
    teams: [B_TEAM],
    categories: ['academy'],
    entitlements: [],
    durationS: 330,
    tags: ['Academy'],
  },
  {
    title: 'Lionesses 2020/21 season review',
    at: '2021-05-22T12:00:00Z',
    legacy: true,
    teams: [LIONESSES],
    categories: ['highlights'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 650,
    tags: ['Season review'],
  },
  {
    title: 'Home training challenge with the squads',
    at: '2020-11-20T12:00:00Z',
    legacy: true,
    teams: [MEN, LIONESSES],
    categories: ['behind-the-scenes'],
    entitlements: [],
    durationS: 240,
    tags: ['Training'],
  },
  {
    title: "Classic: behind closed doors, Men's Team 1-0 Eastport Athletic",
    at: '2020-10-03T17:00:00Z',
    legacy: true,
    teams: [MEN],
    categories: ['classics', 'full-matches'],
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 4800,
    tags: ['Classic', 'League'],
  },
];

// Feed 3: how-to videos, open to everyone. The descriptions quote the FAQ facts of spec 001 §9.
const HOW_TO: Draft[] = [
  {
    title: 'How to watch: buying a match pass',
    at: '2026-08-01T09:00:00Z',
    teams: [],
    categories: ['how-to'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 180,
    tags: ['Help', 'Match pass'],
    description: 'Passes and subscriptions can be bought only in a browser, not in an app.',
  },
  {
    title: 'How to watch on your TV',
    at: '2026-08-01T10:00:00Z',
    teams: [],
    categories: ['how-to'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 210,
    tags: ['Help'],
    description: 'Video starts 45 minutes before kick-off.',
  },
  {
    title: 'How to listen to live audio commentary',
    at: '2026-08-02T09:00:00Z',
    teams: [],
    categories: ['how-to'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 165,
    tags: ['Help', 'Audio'],
    description: 'Audio is available about 5 to 10 minutes before kick-off.',
  },
  {
    title: 'How to redeem a voucher code',
    at: '2026-08-02T10:00:00Z',
    teams: [],
    categories: ['how-to'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 95,
    tags: ['Help', 'Voucher'],
  },
  {
    title: 'Troubleshooting: buffering and connection speed',
    at: '2026-08-03T09:00:00Z',
    teams: [],
    categories: ['how-to'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 240,
    tags: ['Help', 'Troubleshooting'],
    description:
      'SD needs at least 1.2 Mbps with latency under 100 ms. HD needs at least 4 Mbps with latency under 50 ms.',
  },
  {
    title: "Why can't I watch live on a Saturday afternoon in the UK?",
    at: '2026-08-03T10:00:00Z',
    teams: [],
    categories: ['how-to'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 140,
    tags: ['Help', 'Troubleshooting'],
    description: 'UK and Ireland blocked hours are 14:45 to 17:15 on Saturdays.',
  },
];

// Feed 4: what a subscription or a pass brings.
const PROMOS: Draft[] = [
  {
    title: 'Season subscription: every match, every replay',
    at: '2026-07-15T09:00:00Z',
    teams: [],
    categories: ['trailers'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 75,
    tags: ['Trailer', 'Subscription'],
  },
  {
    title: 'Match pass explained',
    at: '2026-07-15T10:00:00Z',
    teams: [],
    categories: ['trailers'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 60,
    tags: ['Trailer', 'Match pass'],
  },
  {
    title: 'Audio commentary: never miss a kick',
    at: '2026-07-16T09:00:00Z',
    teams: [],
    categories: ['trailers'],
    entitlements: [ENTITLEMENT_OPEN_TO_ALL],
    durationS: 55,
    tags: ['Trailer', 'Audio'],
  },
];

// Feed 2: the teams' live channels (every match has its own live entries besides: liveMatchVideos).
const LIVE: Draft[] = [
  {
    title: "Club TV live: Men's Team",
    at: '2026-10-01T09:00:00Z',
    live: STREAM_ASSETS.liveVideo,
    teams: [MEN],
    categories: [],
    entitlements: [...LIVE_VIDEO_ENTITLEMENTS],
    durationS: 0,
    tags: ['Live', 'Club TV'],
  },
  {
    title: "Club radio live: Men's Team",
    at: '2026-10-01T09:00:00Z',
    live: STREAM_ASSETS.liveAudio,
    teams: [MEN],
    categories: [],
    entitlements: [...LIVE_AUDIO_ENTITLEMENTS],
    durationS: 0,
    tags: ['Live', 'Club TV', 'Audio'],
  },
  {
    title: 'Club TV live: B-Team',
    at: '2026-10-01T09:00:00Z',
    live: STREAM_ASSETS.liveVideoDisabled,
    teams: [B_TEAM],
    categories: [],
    // Spec 001 §4: live content requires login for any entitlement.
    entitlements: [ENTITLEMENT_ANY_SIGNED_IN],
    durationS: 0,
    tags: ['Live', 'Club TV'],
  },
];

/** A streamed match's live entries are listed from a week before kick-off. */
export const LIVE_MATCH_ANNOUNCED_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Each streamed match's live video and live commentary (issue 19): entries on the match's own
 * stream assets, open to the subscriptions and that match's pass (streams/match-streams.ts),
 * listed from a week before kick-off until full time.
 */
function liveMatchVideos(match: MatchReplayDraft): VideoSeed[] {
  return MATCH_STREAM_KINDS.map((kind) => {
    const title = kind === 'video' ? `Live: ${match.fixture}` : `Live commentary: ${match.fixture}`;
    const releaseFrom = new Date(match.kickoff.getTime() - LIVE_MATCH_ANNOUNCED_BEFORE_MS);
    return {
      entryId: entryIdFor(`match-live-${kind}-${match.matchID}`),
      title,
      description:
        kind === 'video'
          ? `${match.occasion}: the whole match live, from ${VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes before kick-off.`
          : `${match.occasion}: full match commentary, live.`,
      durationS: 0,
      entitlements: matchStreamEntitlements(match.matchID, kind),
      thumbnailKey: `videos/match-live-${kind}-${match.matchID}.jpg`,
      createdAt: releaseFrom,
      releaseFrom,
      startAt: match.kickoff,
      mediaType: 'Live',
      streamAssetId: matchStreamAssetId(match.matchID, kind),
      liveMediaType: kind,
      endsAt: match.publishedAt,
      teams: [match.teamId],
      seasons: [seasonOf(match.kickoff)],
      tags: [
        'Live',
        match.competitionType === 'cup' ? 'Cup' : 'League',
        ...(kind === 'audio' ? ['Audio'] : []),
      ],
      categories: [],
      legacy: false,
      childFriendly: true,
      captionLanguages: [],
      matchId: null,
    };
  });
}

const CREATED_BEFORE_START_MS = 40 * 60 * 1000;

function toVideo(draft: Draft): VideoSeed {
  const slug = slugify(draft.title);
  const startAt = new Date(draft.at);
  const releaseFrom = draft.releaseFrom
    ? new Date(draft.releaseFrom)
    : draft.holdback
      ? holdbackRelease(startAt)
      : startAt;
  const createdAt = draft.createdAt
    ? new Date(draft.createdAt)
    : new Date(Math.min(startAt.getTime(), releaseFrom.getTime()) - CREATED_BEFORE_START_MS);
  return {
    entryId: entryIdFor(slug),
    title: draft.title,
    description: draft.description ?? '',
    durationS: draft.durationS,
    entitlements: draft.entitlements,
    thumbnailKey: `videos/${slug}.jpg`,
    createdAt,
    releaseFrom,
    startAt,
    mediaType: draft.live ? 'Live' : 'OnDemand',
    streamAssetId: draft.live?.id ?? null,
    liveMediaType: draft.live?.kind ?? null,
    endsAt: null,
    teams: draft.teams,
    seasons: [seasonOf(startAt)],
    tags: draft.tags,
    categories: draft.categories,
    legacy: draft.legacy ?? false,
    childFriendly: draft.childFriendly ?? true,
    captionLanguages: draft.live ? [] : (draft.captionLanguages ?? ENGLISH_CAPTIONS),
    matchId: null,
  };
}

const ids = (videos: VideoSeed[], keep: (video: VideoSeed) => boolean) =>
  videos.filter(keep).map((video) => video.entryId);

/** A match's full replay (match-replays.ts) as a catalogue entry: found by search, not in the feeds. */
function matchReplayVideo(replay: ReturnType<typeof buildMatchReplays>[number]): VideoSeed {
  return {
    entryId: replay.entryId,
    title: replay.title,
    description: replay.description,
    // Both halves with room for their added time, half-time left out (@club/shared's replays.ts).
    durationS: REPLAY_DURATION_S,
    entitlements: matchReplayEntitlements(replay.matchID),
    thumbnailKey: `videos/match-replay-${replay.matchID}.jpg`,
    createdAt: new Date(replay.publishedAt.getTime() - CREATED_BEFORE_START_MS),
    releaseFrom: replay.releaseFrom,
    startAt: replay.publishedAt,
    mediaType: 'OnDemand',
    streamAssetId: null,
    liveMediaType: null,
    endsAt: null,
    teams: [replay.teamId],
    seasons: [seasonOf(replay.publishedAt)],
    tags: ['Full match', replay.competitionType === 'cup' ? 'Cup' : 'League'],
    categories: ['full-matches'],
    legacy: false,
    childFriendly: true,
    captionLanguages: ENGLISH_CAPTIONS,
    matchId: replay.matchID,
  };
}

/**
 * The whole catalogue at the services' clock `now`: the written entries, the same on every call,
 * and the match replays of the seasons seeded at `now` (2026-27 through the one after the clock's).
 */
export function buildVideoCatalogue(now: Date = new Date()): VideoCatalogueSeed {
  const recent = [...RECENT, ...AROUND_BASE].map(toVideo);
  const archive = ARCHIVE.map(toVideo);
  const howTo = HOW_TO.map(toVideo);
  const promos = PROMOS.map(toVideo);
  const matches = buildMatchReplays(now);
  const live = [...LIVE.map(toVideo), ...matches.flatMap(liveMatchVideos)];
  const replays = matches.map(matchReplayVideo);
  const videos = [...recent, ...archive, ...howTo, ...promos, ...live, ...replays];
  const inCategory = (slug: CategorySlug) => (video: VideoSeed) => video.categories.includes(slug);
  const byTitle = (title: string) => ids(videos, (video) => video.title === title);
  const fullReplays = ids(recent, inCategory('full-matches'));

  const feeds: FeedSeed[] = [
    {
      feedId: '1',
      title: 'Videos',
      sections: [
        { id: 'latest', title: 'Latest Videos', schedule: 'any', entryIds: ids(recent, () => true) },
        {
          id: 'highlights',
          title: 'Match Highlights',
          schedule: 'any',
          entryIds: ids(recent, inCategory('highlights')),
        },
        { id: 'full-matches', title: 'Full Match Replays', schedule: 'any', entryIds: fullReplays },
        {
          id: 'interviews',
          title: 'Interviews',
          schedule: 'any',
          entryIds: ids(recent, (v) => inCategory('interviews')(v) || inCategory('press-conferences')(v)),
        },
      ],
    },
    {
      feedId: '2',
      title: 'Live',
      sections: [
        { id: 'upcoming', title: 'Upcoming', schedule: 'upcoming', entryIds: ids(live, () => true) },
        {
          id: 'recent',
          title: 'Live and Replays',
          schedule: 'started',
          entryIds: [...ids(live, () => true), ...fullReplays],
        },
      ],
    },
    {
      feedId: '3',
      title: 'FAQs',
      sections: [
        {
          id: 'how-to',
          title: 'How to Watch',
          schedule: 'any',
          entryIds: ids(howTo, (v) => !v.tags.includes('Troubleshooting')),
        },
        {
          id: 'troubleshooting',
          title: 'Troubleshooting',
          schedule: 'any',
          entryIds: ids(howTo, (v) => v.tags.includes('Troubleshooting')),
        },
      ],
    },
    {
      feedId: '4',
      title: 'Subscriptions',
      sections: [
        {
          id: 'packages',
          title: 'Subscriptions and Passes',
          schedule: 'any',
          entryIds: ids(promos, () => true),
        },
        {
          id: 'exclusives',
          title: 'Subscriber Exclusives',
          schedule: 'any',
          entryIds: [
            ...byTitle('Free preview: A Season with the Lionesses'),
            ...byTitle('Documentary: A Season with the Lionesses, episode 1'),
            ...byTitle('Lionesses lift the cup: the final in full'),
          ],
        },
      ],
    },
  ];
  return { videos, feeds };
}

// An entry already there is kept as it is: refilling for a new season adds only its replays.
async function insertVideo(tx: Queryable, video: VideoSeed): Promise<void> {
  await tx.query(
    `INSERT INTO videos (entry_id, title, description, duration_s, entitlements, thumbnail_key, created_at,
       release_from, start_at, media_type, stream_asset_id, live_media_type, teams, seasons, tags, categories, legacy,
       ends_at, child_friendly, caption_languages, match_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     ON CONFLICT (entry_id) DO NOTHING`,
    [
      video.entryId,
      video.title,
      video.description,
      video.durationS,
      video.entitlements,
      video.thumbnailKey,
      video.createdAt,
      video.releaseFrom,
      video.startAt,
      video.mediaType,
      video.streamAssetId,
      video.liveMediaType,
      video.teams,
      video.seasons,
      video.tags,
      video.categories,
      video.legacy,
      video.endsAt,
      video.childFriendly,
      video.captionLanguages,
      video.matchId,
    ],
  );
}

/** Entries, feeds, sections and which entries each section lists. */
export const videoCatalogueDataset: Dataset = {
  name: 'videos',
  isEmpty: (tx) => isTableEmpty(tx, 'videos'),
  // A data directory kept into a new season lacks the replays of the season the seed now adds.
  async isOutdated(tx, now) {
    const last = buildMatchReplays(now).at(-1);
    if (!last) return false;
    const { rows } = await tx.query<{ any: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM videos WHERE entry_id = $1) AS any',
      [last.entryId],
    );
    return !rows[0]?.any;
  },
  async fill(tx, _prepared, now) {
    const { videos, feeds } = buildVideoCatalogue(now);
    // A catalogue half left by an older schema would collide with the new one.
    await tx.query('DELETE FROM feeds');
    for (const video of videos) await insertVideo(tx, video);
    for (const feed of feeds) {
      await tx.query('INSERT INTO feeds (feed_id, title) VALUES ($1, $2)', [feed.feedId, feed.title]);
      for (const [position, section] of feed.sections.entries()) {
        await tx.query(
          'INSERT INTO feed_sections (feed_id, section_id, title, position, schedule) VALUES ($1, $2, $3, $4, $5)',
          [feed.feedId, section.id, section.title, position, section.schedule],
        );
        for (const entryId of section.entryIds) {
          await tx.query('INSERT INTO feed_items (feed_id, section_id, entry_id) VALUES ($1, $2, $3)', [
            feed.feedId,
            section.id,
            entryId,
          ]);
        }
      }
    }
  },
};

/** GET /videos/categories documents, in VIDEO_CATEGORIES order. */
export const buildVideoCategories = (): Array<Document<VideoCategorySeed>> =>
  VIDEO_CATEGORIES.map((category) => ({ id: category.slug, body: category }));

export const videoCategoriesDataset: Dataset = documentDataset(
  VIDEO_CATEGORIES_COLLECTION,
  buildVideoCategories,
);
