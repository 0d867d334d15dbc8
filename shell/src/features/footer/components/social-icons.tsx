import type { SocialNetwork } from '@club/shared/site';
import type { ReactNode } from 'react';
import { SOCIAL_ICON_SIZE_PX } from '../constants.ts';

// Simplified marks of each network on a 24-unit grid, drawn in the text colour. Inline so they need
// no request and follow the footer's colour; the link around each one carries its name.
const filled = { fill: 'currentColor' } as const;
const stroked = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const MARKS: Record<SocialNetwork, ReactNode> = {
  Facebook: (
    <path
      {...filled}
      d="M13.5 22v-8h2.8l.4-3.2h-3.2V8.7c0-.9.3-1.6 1.6-1.6H17V4.2c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.5V14h2.8v8z"
    />
  ),
  X: (
    <>
      <path {...filled} d="M3.5 3.5h5L20.5 20.5h-5z" />
      <path {...stroked} d="M20 4l-6.6 7.4M4 20l6.6-7.4" />
    </>
  ),
  Threads: (
    <path
      {...stroked}
      d="M16.5 11.2c-.6-2.2-2.2-3.2-4.4-3.2-2.6 0-4.1 1.8-4.1 4s1.5 3.8 3.8 3.8c2.4 0 4-1.7 4-4.6 0-4.4-2.6-7.2-7-7.2C4.7 4 3 7.6 3 12s2.2 8 8.2 8c2.6 0 4.6-.8 6.3-2.3"
    />
  ),
  Instagram: (
    <>
      <rect {...stroked} x="3" y="3" width="18" height="18" rx="5" />
      <circle {...stroked} cx="12" cy="12" r="4" />
      <circle {...filled} cx="17.5" cy="6.5" r="1.2" />
    </>
  ),
  YouTube: (
    <path
      {...filled}
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12c0 1.6.1 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.3-1.6.4-3.2.4-4.8s-.1-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
  Snapchat: (
    <path
      {...stroked}
      d="M12 3c-3 0-5 2.2-5 5v2.5l-1.8.6c-.4.2-.3.8.1.9l1.5.5c-.5 1.5-1.6 2.8-3.3 3.5.3.7 1.4 1 2.5 1.2l.4 1.3c1.2-.2 2.3 0 3.2.6.7.5 1.5.9 2.4.9s1.7-.4 2.4-.9c.9-.6 2-.8 3.2-.6l.4-1.3c1.1-.2 2.2-.5 2.5-1.2-1.7-.7-2.8-2-3.3-3.5l1.5-.5c.4-.1.5-.7.1-.9l-1.8-.6V8c0-2.8-2-5-5-5z"
    />
  ),
  Tiktok: (
    <path
      {...filled}
      d="M14 3h3c.2 2 1.6 3.6 4 3.8v3c-1.5 0-2.9-.4-4-1.2V15a6 6 0 1 1-6-6v3.1A3 3 0 1 0 14 15z"
    />
  ),
  Linkedin: (
    <path
      {...filled}
      fillRule="evenodd"
      d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v7h2.5v-7zm1.3-3.5a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v7h2.5v-3.8c0-1 .6-1.6 1.4-1.6s1.3.6 1.3 1.6V17h2.5v-4.4c0-2-1.2-2.8-2.7-2.8-1 0-1.9.5-2.5 1.2V10z"
    />
  ),
  Weibo: (
    <>
      <path
        {...stroked}
        d="M10.5 20c4.4 0 7.5-2.3 7.5-4.8 0-2-2-2.6-2.6-2.8.4-1 .5-2.4-1.5-2.4-1.3 0-3 .8-3 .8s.4-2.6-1.6-2.6C7 8.2 3 11.8 3 15.2 3 18 6.2 20 10.5 20z"
      />
      <circle {...filled} cx="10" cy="15.5" r="1.8" />
      <path {...stroked} d="M16 3.5a5 5 0 0 1 5 5M16 6.5a2 2 0 0 1 2 2" />
    </>
  ),
};

/** A network's 24 px mark; decorative, so the link it sits in names it. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      width={SOCIAL_ICON_SIZE_PX}
      height={SOCIAL_ICON_SIZE_PX}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-network={network}
    >
      {MARKS[network]}
    </svg>
  );
}
