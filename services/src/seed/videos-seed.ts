// Feed 1 ('Videos') and its sections. Entitlement lists cover every rule of spec 001 §4: '?' open
// to all, '*' any signed-in user, empty (follows a setting) and specific package codes.
import { slugify } from '../lib/slugify.ts';
import { ENTITLEMENTS } from './catalogue.ts';
import { createPrng } from './prng.ts';
import { HOUR_MS, SEED_BASE_DATE } from './seed-base-date.ts';

const ENTITLEMENT_SUBSCRIBER = ENTITLEMENTS.videoSubscriber;
const ENTITLEMENT_MATCH_PASS = ENTITLEMENTS.matchPass;
const ENTITLEMENT_AUDIO = ENTITLEMENTS.audioAnnual;

export interface FeedSeed {
  feedId: string;
  title: string;
  sections: Array<{ id: string; title: string; videos: VideoSeed[] }>;
}

export interface VideoSeed {
  entryId: string;
  title: string;
  durationS: number;
  entitlements: string[];
  thumbnailKey: string;
  createdAt: Date;
}

type Draft = [title: string, entitlements: string[], durationS?: number];

const SECTIONS: Array<{ id: string; title: string; drafts: Draft[] }> = [
  {
    id: 'latest',
    title: 'Latest Videos',
    drafts: [
      ["Extended highlights: Men's Team 3-2 Northbridge", ['?']],
      ['Head coach press conference ahead of Eastport Athletic', ['?']],
      ['Full match replay: Lionesses v Westmoor Ladies', [ENTITLEMENT_SUBSCRIBER], 5520],
      ['Training: finishing drills in the rain', ['*']],
      ['Behind the scenes: matchday at the stadium', ['*']],
      ['Lionesses captain on the road to the cup final', []],
      ['Under-18s highlights v Hollins Park', ['?']],
      ['Goal of the month nominees', ['?']],
      ['Tactical analysis: pressing from the front', [ENTITLEMENT_SUBSCRIBER]],
      ['The B-Team story: a season in ten minutes', [ENTITLEMENT_SUBSCRIBER, ENTITLEMENT_MATCH_PASS]],
      ['Academy graduates: the first day as professionals', []],
      ['Commentary replay: the Riverside cup tie', [ENTITLEMENT_AUDIO]],
    ],
  },
  {
    id: 'highlights',
    title: 'Match Highlights',
    drafts: [
      ['Highlights: Kingsford Rovers 0-2 Men’s Team', ['?']],
      ['Highlights: Lionesses 3-1 Westmoor Ladies', ['?']],
      ['Highlights: B-Team 1-1 Marlow Town', ['?']],
      ['Highlights: Under-18s 4-0 Hollins Park', ['?']],
      ['Every goal from October', ['*']],
      ['Highlights: Harbourside City 1-2 Lionesses', ['*']],
      ['Extended highlights: the Riverside cup tie', [ENTITLEMENT_SUBSCRIBER]],
      ['Highlights: Men’s Team 2-2 Valmont FC', [ENTITLEMENT_MATCH_PASS]],
      ['Saves of the season so far', []],
      ['Full match replay: Men’s Team v Eastport Athletic', [ENTITLEMENT_SUBSCRIBER], 5700],
    ],
  },
  {
    id: 'interviews',
    title: 'Interviews',
    drafts: [
      ['Captain: "We go again on Saturday"', ['?']],
      ['Lionesses head coach on the new signing', ['?']],
      ['New signing: first interview', ['*']],
      ['Academy director on the class of this year', [ENTITLEMENT_SUBSCRIBER]],
      ['Goalkeeper coach: inside the training ground', []],
      ['Chief executive on the new streaming service', [ENTITLEMENT_SUBSCRIBER]],
    ],
  },
];

export function buildVideoFeed(base: Date = SEED_BASE_DATE): FeedSeed {
  const prng = createPrng(1001);
  let hoursBack = 2;
  // Kaltura-style ids ("0_" and eight base-36 characters), as the player expects.
  const entryId = () => {
    const n = prng.int(0, 36 ** 8 - 1);
    return `0_${n.toString(36).padStart(8, '0')}`;
  };
  return {
    feedId: '1',
    title: 'Videos',
    sections: SECTIONS.map((section) => ({
      id: section.id,
      title: section.title,
      videos: section.drafts.map(([title, entitlements, durationS]) => {
        hoursBack += prng.int(6, 40);
        return {
          entryId: entryId(),
          title,
          durationS: durationS ?? prng.int(45, 1500),
          entitlements,
          thumbnailKey: `videos/${slugify(title)}.jpg`,
          createdAt: new Date(base.getTime() - hoursBack * HOUR_MS),
        };
      }),
    })),
  };
}
