import { describe, expect, it } from 'vitest';
import type { Rendition } from './media-library.ts';
import {
  LIVE_HISTORY_SECONDS,
  LIVE_WINDOW_SEGMENTS,
  liveEdge,
  liveMediaPlaylist,
  liveSegmentStart,
  multivariantPlaylist,
  vodMediaPlaylist,
  vodSegmentCount,
} from './playlists.ts';

// Uneven durations, as AAC frames give the audio rendition.
const durations = [2.005333, 2.005333, 1.984, 2.005333, 2.0];
const rendition: Rendition = {
  name: 'audio',
  kind: 'audio',
  codecs: 'mp4a.40.2',
  bandwidth: 52_000,
  averageBandwidth: 50_000,
  init: 'audio/init.mp4',
  segments: durations.map((duration, i) => ({ file: `audio/${i}.m4s`, duration })),
  initData: Buffer.alloc(0),
  segmentData: [],
  totalDuration: durations.reduce((a, b) => a + b, 0),
  storyboardData: null,
};

// When the services started: the live timeline counts from about an hour before.
const origin = new Date(Date.UTC(2026, 10, 7, 14, 30, 0));

describe('the live timeline', () => {
  it('puts the edge on the newest segment that has finished, at every instant across loops', () => {
    const base = Date.UTC(2026, 10, 7, 15, 0, 0);
    for (let ms = 0; ms < 40_000; ms += 137) {
      const now = new Date(base + ms);
      const edge = liveEdge(rendition, now, origin);
      const seconds = now.getTime() / 1000;
      const end = (n: number) =>
        liveSegmentStart(rendition, n, origin) + (durations[n % durations.length] ?? 0);
      expect(end(edge)).toBeLessThanOrEqual(seconds + 1e-6);
      expect(end(edge + 1)).toBeGreaterThan(seconds - 1e-6);
    }
  });

  it('starts each segment where the one before ends', () => {
    for (let n = 1000; n < 1020; n++) {
      const gap = liveSegmentStart(rendition, n + 1, origin) - liveSegmentStart(rendition, n, origin);
      expect(gap).toBeCloseTo(durations[n % durations.length] ?? 0, 6);
    }
  });

  it('keeps the window at its size and the discontinuity count in step as the loop wraps', () => {
    const base = Date.UTC(2026, 10, 7, 15, 0, 0);
    let lastDiscontinuities = -1;
    for (let step = 0; step < 20; step++) {
      const text = liveMediaPlaylist(rendition, new Date(base + step * 1000), origin, 'T');
      const sequences = [...text.matchAll(/^(\d+)\.m4s\?token=T$/gm)].map((m) => Number(m[1]));
      expect(sequences).toHaveLength(LIVE_WINDOW_SEGMENTS);
      const first = sequences[0] ?? 0;
      const discontinuities = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)?.[1]);
      expect(discontinuities).toBe(Math.floor(first / durations.length));
      expect(discontinuities).toBeGreaterThanOrEqual(lastDiscontinuities);
      lastDiscontinuities = discontinuities;
      const wraps = sequences.filter((s, i) => i > 0 && s % durations.length === 0).length;
      expect(text.split('#EXT-X-DISCONTINUITY\n').length - 1).toBe(wraps);
    }
  });

  it('has a full window from the services start, and numbers as small as a real encoder gives', () => {
    // hls.js walks an array indexed by discontinuity sequence on every reload: a count from the
    // Unix epoch (about 150 million) kept the player's main thread busy.
    const loopsPerHour = Math.ceil(3600 / rendition.totalDuration);
    for (const later of [0, 6 * 3600]) {
      const text = liveMediaPlaylist(rendition, new Date(origin.getTime() + later * 1000), origin, 'T');
      const sequences = [...text.matchAll(/^(\d+)\.m4s\?token=T$/gm)].map((m) => Number(m[1]));
      expect(sequences).toHaveLength(LIVE_WINDOW_SEGMENTS);
      const discontinuities = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)?.[1]);
      const hoursOn = (LIVE_HISTORY_SECONDS + later) / 3600;
      expect(discontinuities).toBeLessThanOrEqual(hoursOn * loopsPerHour);
      expect(Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1])).toBeLessThanOrEqual(
        hoursOn * loopsPerHour * durations.length,
      );
    }
  });

  it('places the segments on the clock, whatever the origin', () => {
    // The same instant has the same picture for every viewer: the PROGRAM-DATE-TIME of the edge is
    // the clock's time, less at most one segment.
    const now = new Date(origin.getTime() + 5000 * 1000 + 321);
    const text = liveMediaPlaylist(rendition, now, origin, 'T');
    const times = [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm)].map((m) => Date.parse(m[1] ?? ''));
    const newest = times.at(-1) ?? 0;
    expect(now.getTime() - newest).toBeGreaterThanOrEqual(0);
    expect(now.getTime() - newest).toBeLessThanOrEqual(2 * Math.max(...durations) * 1000);
  });
});

describe('the multivariant playlist', () => {
  it('names codecs and bandwidth, leaves out what an audio rendition lacks, and carries the token', () => {
    const text = multivariantPlaylist(rendition, 'a.b c');
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=52000,AVERAGE-BANDWIDTH=50000,CODECS="mp4a.40.2"',
        'media.m3u8?token=a.b%20c',
        '',
      ].join('\n'),
    );
  });
});

describe('on-demand length', () => {
  const sum = (n: number) =>
    Array.from({ length: n }, (_, i) => durations[i % durations.length] ?? 0).reduce((a, b) => a + b, 0);

  it('lists the fewest whole segments that last the given seconds, looping the rendition', () => {
    for (const seconds of [rendition.totalDuration + 0.5, 30, 150, 299, 600, 5940]) {
      const count = vodSegmentCount(rendition, seconds);
      expect(sum(count), `${seconds} s`).toBeGreaterThanOrEqual(seconds - 1e-6);
      expect(sum(count - 1), `${seconds} s`).toBeLessThan(seconds);
    }
  });

  it('lists the rendition once when no length is given or it is shorter than the rendition', () => {
    expect(vodSegmentCount(rendition)).toBe(durations.length);
    expect(vodSegmentCount(rendition, 3)).toBe(durations.length);
  });

  it('marks each wrap of the loop as a discontinuity and ends the list', () => {
    const text = vodMediaPlaylist(rendition, 'tok', 25);
    const count = vodSegmentCount(rendition, 25);
    expect(text.match(/^#EXTINF:/gm)).toHaveLength(count);
    expect(text.match(/^#EXT-X-DISCONTINUITY$/gm)).toHaveLength(Math.ceil(count / durations.length) - 1);
    expect(text).toContain(
      `\n#EXT-X-DISCONTINUITY\n#EXTINF:${durations[0]?.toFixed(6)},\n${durations.length}.m4s?token=tok\n`,
    );
    expect(text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
  });
});
