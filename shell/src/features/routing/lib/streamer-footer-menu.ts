import type { StreamerLink } from '@club/shared/contracts';
import type { NavLink } from '@club/shared/site';

/** The streamer config's footer links (spec 001 §3) as the footer's link block: a new tab only where the config says. */
export const streamerFooterMenu = (links: readonly StreamerLink[]): NavLink[] =>
  links.map(({ label, url, newTab }) => ({ label, to: url, newTab }));
