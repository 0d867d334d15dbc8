import { beforeEach, describe, expect, it } from 'vitest';
import {
  $advertisingDisabled,
  $adverts,
  $childFriendly,
  $matchCentre,
  $matchdayTakeover,
  clearMatchdayTakeover,
  closeMatchCentreVideo,
  hasAdverts,
  openMatchCentreVideo,
  setAdvertisingDisabled,
  setAdverts,
  setChildFriendly,
  setMatchCentreVideoDocked,
  setMatchdayTakeover,
} from './site.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(() => {
  resetStoresForTests();
});

describe('site flags', () => {
  it('child-friendly mode is on by default and can be turned off', () => {
    expect($childFriendly.get()).toBe(true);
    setChildFriendly(false);
    expect($childFriendly.get()).toBe(false);
  });

  it('advertising is enabled by default and can be disabled', () => {
    expect($advertisingDisabled.get()).toBe(false);
    setAdvertisingDisabled(true);
    expect($advertisingDisabled.get()).toBe(true);
  });
});

describe('$adverts', () => {
  it('starts empty and takes the adverts per slot', () => {
    expect($adverts.get()).toEqual({});
    const advert = { advertID: 'a1', targetUrl: 'https://example.com' };
    setAdverts({ footerSlot1: [advert] });
    expect($adverts.get()).toEqual({ footerSlot1: [advert] });
  });

  it('reports a slot as having adverts only with at least one advert', () => {
    expect(hasAdverts({}, 'footerSlot1')).toBe(false);
    expect(hasAdverts({ footerSlot1: [] }, 'footerSlot1')).toBe(false);
    expect(hasAdverts({ footerSlot2: [{}] }, 'footerSlot1')).toBe(false);
    expect(hasAdverts({ footerSlot1: [{}] }, 'footerSlot1')).toBe(true);
  });
});

describe('$matchCentre', () => {
  it('starts with the video closed and undocked', () => {
    expect($matchCentre.get()).toEqual({ videoOpen: false, dockedVideo: false });
  });

  it('opens, docks, undocks the video', () => {
    openMatchCentreVideo();
    expect($matchCentre.get()).toEqual({ videoOpen: true, dockedVideo: false });
    setMatchCentreVideoDocked(true);
    expect($matchCentre.get()).toEqual({ videoOpen: true, dockedVideo: true });
    setMatchCentreVideoDocked(false);
    expect($matchCentre.get()).toEqual({ videoOpen: true, dockedVideo: false });
  });

  it('closing the video also undocks it', () => {
    openMatchCentreVideo();
    setMatchCentreVideoDocked(true);
    closeMatchCentreVideo();
    expect($matchCentre.get()).toEqual({ videoOpen: false, dockedVideo: false });
  });
});

describe('$matchdayTakeover', () => {
  it('sets and clears the takeover match and data', () => {
    expect($matchdayTakeover.get()).toEqual({ matchID: null, data: null });
    setMatchdayTakeover('g2444491', { style: 'banner' });
    expect($matchdayTakeover.get()).toEqual({ matchID: 'g2444491', data: { style: 'banner' } });
    clearMatchdayTakeover();
    expect($matchdayTakeover.get()).toEqual({ matchID: null, data: null });
  });
});
