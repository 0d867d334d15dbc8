// What the schedule (fixtures-seed.ts) hands the match centre's generator (match-centre-seed.ts).
import type { MatchSummary } from '@club/shared/contracts';

/** A match as the schedule fixes it; match-centre-seed.ts adds what happened on the day. */
export interface ScheduledMatch extends MatchSummary {
  /** Seeds that match's own generator, so changing one match moves no other. */
  seed: number;
  /** Goals planned for the club and the opponent (results only); the events are built to add up. */
  planned: { for: number; against: number; shootout: { for: number; against: number } | null } | null;
}
