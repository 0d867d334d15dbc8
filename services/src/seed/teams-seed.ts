// The four teams exactly as spec 000 §3 lists them, in that order. The spec gives ids, slugs and
// the child-friendly flag; the other display flags are our choices for a sensible site.
import type { Team } from '@club/shared/contracts';

const defaults = {
  showOnMatches: true,
  showOnTeams: true,
  externalTeamPage: null,
  externalMatchPage: null,
  isSingleGroup: false,
  displayPositionOnCard: true,
  isMiniCard: false,
  showTeamOverview: true,
  childFriendly: false,
} satisfies Omit<Team, 'name' | 'slug' | 'id'>;

export const TEAMS: Team[] = [
  { ...defaults, name: "Men's Team", slug: '', id: 't3448' },
  { ...defaults, name: 'Lionesses', slug: 'lionesses', id: 't18882' },
  { ...defaults, name: 'B-Team', slug: 'b-team', id: 't17164', isMiniCard: true },
  {
    ...defaults,
    name: 'Under-18s',
    slug: 'under-18s',
    id: 't15937',
    isMiniCard: true,
    isSingleGroup: true,
    childFriendly: true,
  },
];
