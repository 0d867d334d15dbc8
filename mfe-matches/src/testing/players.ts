import type { PlayerCard } from '@club/shared/contracts';

/** A Men's Team player's card, numbered `shirtNumber`, its slug from the name. */
export const aPlayerCard = (
  name: string,
  position: PlayerCard['position'],
  shirtNumber: number,
  teamSlug = '',
): PlayerCard => ({
  id: `p-${shirtNumber}`,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  firstName: name.split(' ')[0] ?? '',
  lastName: name.split(' ')[1] ?? '',
  shirtNumber,
  position,
  nationality: 'England',
  imageKey: `players/${shirtNumber}.jpg`,
  teamId: 't3448',
  teamSlug,
});
