/**
 * A media element for the players' tests that plays like a browser's, as far as the player store
 * can tell: jsdom's elements have no playback (play() is not implemented, currentTime stays 0). The
 * element is jsdom's own (so media-chrome and React see a real <video> or <audio>); its position,
 * pause state and volume are kept here, and play(), pause() and seeking fire the events a browser
 * fires, in its order.
 */
export interface PlayingMedia {
  element: HTMLMediaElement;
  /** The first data has arrived (\`loadeddata\`): the picture can show. */
  loaded(): void;
  /** Moves the position as playback would, firing `timeupdate`. */
  advanceTo(seconds: number): void;
  /** Every position set by the player (seeks), in order. */
  seeks: number[];
}

/** How long the stand-in's media lasts (a match replay's order of length): it can be sought to anywhere in it. */
const STAND_IN_DURATION_SECONDS = 3600;

export function playingMedia(element: HTMLMediaElement): PlayingMedia {
  let currentTime = 0;
  let paused = true;
  let volume = 1;
  let muted = false;
  let readyState: number = HTMLMediaElement.HAVE_NOTHING;
  const seeks: number[] = [];
  const fire = (type: string) => element.dispatchEvent(new Event(type));
  Object.defineProperties(element, {
    currentTime: {
      configurable: true,
      get: () => currentTime,
      // A browser's position moves at once, but the events that tell of it come in a later task:
      // whatever reads the position from them (the player store) is behind until then.
      set: (value: number) => {
        currentTime = value;
        seeks.push(value);
        setTimeout(() => {
          fire('seeking');
          fire('timeupdate');
          fire('seeked');
        });
      },
    },
    paused: { configurable: true, get: () => paused },
    duration: {
      configurable: true,
      get: () => (readyState >= HTMLMediaElement.HAVE_METADATA ? STAND_IN_DURATION_SECONDS : Number.NaN),
    },
    seekable: {
      configurable: true,
      get: () => {
        const known = readyState >= HTMLMediaElement.HAVE_METADATA;
        return {
          length: known ? 1 : 0,
          start: () => 0,
          end: () => STAND_IN_DURATION_SECONDS,
        } satisfies TimeRanges;
      },
    },
    readyState: { configurable: true, get: () => readyState },
    volume: {
      configurable: true,
      get: () => volume,
      set: (value: number) => {
        volume = value;
        fire('volumechange');
      },
    },
    muted: {
      configurable: true,
      get: () => muted,
      set: (value: boolean) => {
        muted = value;
        fire('volumechange');
      },
    },
    play: {
      configurable: true,
      value: () => {
        if (paused) {
          paused = false;
          fire('play');
          fire('playing');
        }
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      value: () => {
        if (!paused) {
          paused = true;
          fire('pause');
        }
      },
    },
  });
  return {
    element,
    seeks,
    loaded() {
      readyState = HTMLMediaElement.HAVE_ENOUGH_DATA;
      fire('loadedmetadata');
      fire('durationchange');
      fire('loadeddata');
    },
    advanceTo(seconds) {
      currentTime = seconds;
      fire('timeupdate');
    },
  };
}
