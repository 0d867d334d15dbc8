// The requests the players send to the player store (player-store.ts): media-chrome's request
// names, kept apart from the store so that naming a request does not load the store, which comes
// with the player's media (use-player-store.ts).
import type { EventOrAction } from 'media-chrome/dist/media-store/state-mediator.js';

export { MediaUIEvents as PlayerRequests } from 'media-chrome/dist/constants.js';

/** A request the store acts on: one of PlayerRequests with its detail. */
export type PlayerRequest = EventOrAction<unknown>;
