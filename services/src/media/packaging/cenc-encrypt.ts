// Common Encryption ('cenc' scheme: AES-128 in CTR mode, ISO/IEC 23001-7) of fragmented MP4, so the
// live DRM rendition plays through ClearKey EME. Debian 12's ffmpeg puts the sample-encryption
// boxes in the init segment, where browsers ignore them (DESIGN.md), so this does the packaging:
// the init segment gets encv/enca sample entries with sinf/frma/schm/tenc and a ClearKey pssh,
// and every moof/traf gets its own senc, saiz and saio, with the samples in mdat encrypted in place.
// IVs are derived from the track, segment and sample numbers, so the output is reproducible.
import { createCipheriv } from 'node:crypto';
import {
  boxSize,
  child,
  childrenOf,
  descend,
  fullBoxData,
  fullBoxFlags,
  fullBoxVersion,
  leaf,
  leafData,
  type Mp4Box,
  parseBoxes,
  serializeBoxes,
} from './mp4-boxes.ts';

/** The W3C common system id for ClearKey, used in its pssh box. */
export const CLEARKEY_SYSTEM_ID = Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex');

export interface ContentKey {
  /** 16 bytes. */
  kid: Buffer;
  /** 16 bytes, AES-128. */
  key: Buffer;
}

/** What the media segments need to know about each track of the init segment. */
export interface TrackInfo {
  trackId: number;
  handler: 'vide' | 'soun';
  /** avcC's NAL unit length field size (video only). */
  nalLengthSize: number;
  /** trex defaults, used when neither trun nor tfhd gives a sample size. */
  defaultSampleSize: number;
}

const IV_SIZE = 8;
const SAMPLE_ENTRY_FORMATS: Record<string, 'encv' | 'enca'> = { avc1: 'encv', avc3: 'encv', mp4a: 'enca' };

/** Reads track ids, handlers, NAL length sizes and trex defaults from a clear init segment. */
export function readTracks(init: Buffer): TrackInfo[] {
  const moov = parseBoxes(init).find((box) => box.type === 'moov');
  if (!moov) throw new Error('init segment has no moov');
  const trex = new Map<number, number>();
  for (const box of childrenOf(descend(moov, 'mvex'), 'trex')) {
    const data = leafData(box);
    trex.set(data.readUInt32BE(4), data.readUInt32BE(16));
  }
  return childrenOf(moov, 'trak').map((trak) => {
    const tkhd = leafData(descend(trak, 'tkhd'));
    const trackId = tkhd.readUInt32BE(fullBoxVersion(tkhd) === 1 ? 20 : 12);
    const handlerType = leafData(descend(trak, 'mdia/hdlr')).toString('latin1', 8, 12);
    if (handlerType !== 'vide' && handlerType !== 'soun')
      throw new Error(`unsupported track '${handlerType}'`);
    const entry = sampleEntry(trak);
    let nalLengthSize = 0;
    if (handlerType === 'vide') {
      const avcC = child(entry, 'avcC');
      if (!avcC) throw new Error(`video sample entry '${entry.type}' has no avcC: only H.264 is supported`);
      nalLengthSize = (leafData(avcC).readUInt8(4) & 0x03) + 1;
    }
    return { trackId, handler: handlerType, nalLengthSize, defaultSampleSize: trex.get(trackId) ?? 0 };
  });
}

function sampleEntry(trak: Mp4Box): Mp4Box {
  const entries = descend(trak, 'mdia/minf/stbl/stsd').children ?? [];
  const [entry] = entries;
  if (!entry || entries.length !== 1) throw new Error('expected exactly one sample entry per track');
  return entry;
}

/** The init segment of the encrypted rendition: protected sample entries and a ClearKey pssh. */
export function encryptInitSegment(init: Buffer, { kid }: ContentKey): Buffer {
  const boxes = parseBoxes(init);
  const moov = boxes.find((box) => box.type === 'moov');
  if (!moov?.children) throw new Error('init segment has no moov');
  for (const trak of childrenOf(moov, 'trak')) {
    const entry = sampleEntry(trak);
    const protectedType = SAMPLE_ENTRY_FORMATS[entry.type];
    if (!protectedType) throw new Error(`cannot protect sample entry '${entry.type}'`);
    const originalFormat = Buffer.from(entry.type, 'latin1');
    entry.type = protectedType;
    entry.children = [
      ...(entry.children ?? []),
      {
        type: 'sinf',
        children: [
          leaf('frma', originalFormat),
          leaf('schm', fullBoxData(0, 0, Buffer.concat([Buffer.from('cenc', 'latin1'), u32(0x00010000)]))),
          { type: 'schi', children: [leaf('tenc', tencData(kid))] },
        ],
      },
    ];
  }
  moov.children.push(leaf('pssh', clearKeyPssh(kid)));
  return serializeBoxes(boxes);
}

function tencData(kid: Buffer): Buffer {
  // version 0: two reserved bytes, default_isProtected = 1, default_Per_Sample_IV_Size, default_KID.
  return fullBoxData(0, 0, Buffer.concat([Buffer.from([0, 0, 1, IV_SIZE]), kid]));
}

/** A version 1 pssh naming the key id, as the W3C "cenc" init data format for ClearKey expects. */
export function clearKeyPssh(kid: Buffer): Buffer {
  return fullBoxData(1, 0, Buffer.concat([CLEARKEY_SYSTEM_ID, u32(1), kid, u32(0)]));
}

interface Subsample {
  clear: number;
  encrypted: number;
}

interface SampleCrypto {
  iv: Buffer;
  /** Empty for full-sample encryption (audio). */
  subsamples: Subsample[];
}

/**
 * Encrypts one media segment (styp/sidx, then moof+mdat pairs). `segmentIndex` keeps IVs unique
 * across the segments of a rendition.
 */
export function encryptMediaSegment(
  segment: Buffer,
  tracks: TrackInfo[],
  key: ContentKey,
  segmentIndex: number,
): Buffer {
  const boxes = parseBoxes(segment);
  const moofCount = boxes.filter((box) => box.type === 'moof').length;
  if (moofCount > 1 && boxes.some((box) => box.type === 'sidx')) {
    throw new Error('a segment with a sidx must hold one moof');
  }
  // Where each top-level box starts in the clear segment: sample offsets are counted from the moof.
  const starts = new Map<Mp4Box, number>();
  serializeBoxes(boxes, starts);
  const data = Buffer.from(segment);
  let moofDelta = 0;
  for (const moof of boxes.filter((box) => box.type === 'moof')) {
    moofDelta += protectFragment(moof, starts.get(moof) ?? 0, data, tracks, key, segmentIndex);
  }
  // mdat payloads are encrypted in place in `data`; CTR keeps every size, so copy them back.
  for (const box of boxes) {
    if (box.type === 'mdat') {
      const start = (starts.get(box) ?? 0) + 8;
      box.data = Buffer.from(data.subarray(start, start + (box.data?.length ?? 0)));
    }
    // The grown moof moves the media it indexes.
    if (box.type === 'sidx') adjustSidx(leafData(box), moofDelta);
  }
  return serializeBoxes(boxes);
}

/** Encrypts one fragment's samples in `data` and adds senc/saiz/saio; returns how much the moof grew. */
function protectFragment(
  moof: Mp4Box,
  moofStart: number,
  data: Buffer,
  tracks: TrackInfo[],
  key: ContentKey,
  segmentIndex: number,
): number {
  const oldSize = boxSize(moof);
  const added: Array<{ traf: Mp4Box; senc: Mp4Box; saio: Mp4Box }> = [];
  for (const traf of childrenOf(moof, 'traf')) {
    const tfhd = leafData(descend(traf, 'tfhd'));
    const trackId = tfhd.readUInt32BE(4);
    const track = tracks.find((t) => t.trackId === trackId);
    if (!track) throw new Error(`traf for unknown track ${trackId}`);
    const samples = sampleRanges(traf, tfhd, track, moofStart);
    const crypto = samples.map((sample, index) => {
      const iv = sampleIv(trackId, segmentIndex, index);
      const subsamples = track.handler === 'vide' ? videoSubsamples(data, sample, track.nalLengthSize) : [];
      encryptSample(data, sample, subsamples, iv, key.key);
      return { iv, subsamples };
    });
    const senc = leaf('senc', sencData(crypto, track.handler === 'vide'));
    const saio = leaf('saio', fullBoxData(0, 0, Buffer.concat([u32(1), u32(0)])));
    traf.children?.push(leaf('saiz', saizData(crypto)), saio, senc);
    added.push({ traf, senc, saio });
  }
  const delta = boxSize(moof) - oldSize;
  // Offsets inside the moof: saio points at the first IV in senc (after its header, version/flags
  // and sample count); trun's data offsets move by what the moof grew.
  const offsets = new Map<Mp4Box, number>();
  serializeBoxes([moof], offsets);
  for (const { traf, senc, saio } of added) {
    leafData(saio).writeUInt32BE((offsets.get(senc) ?? 0) + 8 + 4 + 4, 8);
    for (const trun of childrenOf(traf, 'trun')) {
      const trunData = leafData(trun);
      if (!(fullBoxFlags(trunData) & 0x1)) throw new Error('trun without data offset');
      trunData.writeInt32BE(trunData.readInt32BE(8) + delta, 8);
    }
  }
  return delta;
}

interface SampleRange {
  start: number;
  size: number;
}

/** Where each sample of a traf lies in the segment, from tfhd/trun (default-base-is-moof only). */
function sampleRanges(traf: Mp4Box, tfhd: Buffer, track: TrackInfo, moofStart: number): SampleRange[] {
  const tfhdFlags = fullBoxFlags(tfhd);
  if (tfhdFlags & 0x1) throw new Error('explicit base data offsets are not supported');
  if (!(tfhdFlags & 0x20000)) throw new Error('tfhd must set default-base-is-moof');
  let field = 8;
  if (tfhdFlags & 0x2) field += 4;
  if (tfhdFlags & 0x8) field += 4;
  const defaultSize = tfhdFlags & 0x10 ? tfhd.readUInt32BE(field) : track.defaultSampleSize;

  const ranges: SampleRange[] = [];
  for (const trun of childrenOf(traf, 'trun')) {
    const trunData = leafData(trun);
    const flags = fullBoxFlags(trunData);
    const count = trunData.readUInt32BE(4);
    let offset = moofStart + trunData.readInt32BE(8);
    let cursor = 12 + (flags & 0x4 ? 4 : 0);
    for (let i = 0; i < count; i++) {
      if (flags & 0x100) cursor += 4;
      let size = defaultSize;
      if (flags & 0x200) {
        size = trunData.readUInt32BE(cursor);
        cursor += 4;
      }
      if (flags & 0x400) cursor += 4;
      if (flags & 0x800) cursor += 4;
      ranges.push({ start: offset, size });
      offset += size;
    }
  }
  return ranges;
}

/** 8-byte IV: track id, segment number and sample number, so no two samples share a counter. */
function sampleIv(trackId: number, segmentIndex: number, sampleIndex: number): Buffer {
  const iv = Buffer.alloc(IV_SIZE);
  iv.writeUInt16BE(trackId, 0);
  iv.writeUInt16BE(segmentIndex, 2);
  iv.writeUInt32BE(sampleIndex, 4);
  return iv;
}

// NAL unit types 1 to 5 are coded slices; everything else (SPS, PPS, SEI, delimiters) stays clear.
const isSliceNal = (type: number) => type >= 1 && type <= 5;
const MAX_CLEAR = 0xffff;

/**
 * H.264 subsample encryption: each NAL's length field and header byte stay clear, as do parameter
 * sets and SEI; slice data is encrypted in whole 16-byte blocks, the remainder left clear.
 */
function videoSubsamples(data: Buffer, sample: SampleRange, lengthSize: number): Subsample[] {
  const subsamples: Subsample[] = [];
  let clear = 0;
  let position = sample.start;
  const end = sample.start + sample.size;
  while (position < end) {
    const nalSize = data.readUIntBE(position, lengthSize);
    const nalType = data.readUInt8(position + lengthSize) & 0x1f;
    const total = lengthSize + nalSize;
    if (position + total > end) throw new Error('NAL unit runs past its sample');
    if (isSliceNal(nalType) && nalSize > 1) {
      const encrypted = (nalSize - 1) & ~0xf;
      clear += total - encrypted;
      while (clear > MAX_CLEAR) {
        subsamples.push({ clear: MAX_CLEAR, encrypted: 0 });
        clear -= MAX_CLEAR;
      }
      subsamples.push({ clear, encrypted });
      clear = 0;
    } else {
      clear += total;
    }
    position += total;
  }
  while (clear > 0) {
    const part = Math.min(clear, MAX_CLEAR);
    subsamples.push({ clear: part, encrypted: 0 });
    clear -= part;
  }
  return subsamples;
}

/** AES-CTR over the sample's protected bytes as one stream (all of it when there are no subsamples). */
function encryptSample(
  data: Buffer,
  sample: SampleRange,
  subsamples: Subsample[],
  iv: Buffer,
  key: Buffer,
): void {
  const ranges: SampleRange[] = [];
  if (subsamples.length === 0) {
    ranges.push(sample);
  } else {
    let position = sample.start;
    for (const { clear, encrypted } of subsamples) {
      position += clear;
      if (encrypted > 0) ranges.push({ start: position, size: encrypted });
      position += encrypted;
    }
    if (position !== sample.start + sample.size) throw new Error('subsamples do not cover the sample');
  }
  const plain = Buffer.concat(ranges.map((r) => data.subarray(r.start, r.start + r.size)));
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.concat([iv, Buffer.alloc(16 - IV_SIZE)]));
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  let cursor = 0;
  for (const range of ranges) {
    encrypted.copy(data, range.start, cursor, cursor + range.size);
    cursor += range.size;
  }
}

function sencData(samples: SampleCrypto[], withSubsamples: boolean): Buffer {
  const parts: Buffer[] = [u32(samples.length)];
  for (const { iv, subsamples } of samples) {
    parts.push(iv);
    if (withSubsamples) {
      parts.push(u16(subsamples.length));
      for (const { clear, encrypted } of subsamples) parts.push(u16(clear), u32(encrypted));
    }
  }
  return fullBoxData(0, withSubsamples ? 0x2 : 0, Buffer.concat(parts));
}

function saizData(samples: SampleCrypto[]): Buffer {
  const sizes = samples.map(
    ({ subsamples }) => IV_SIZE + (subsamples.length ? 2 + 6 * subsamples.length : 0),
  );
  const uniform = sizes.every((size) => size === sizes[0]);
  const head = Buffer.from([uniform ? (sizes[0] ?? 0) : 0]);
  return fullBoxData(
    0,
    0,
    Buffer.concat([head, u32(samples.length), uniform ? Buffer.alloc(0) : Buffer.from(sizes)]),
  );
}

/** Each sidx reference counts the bytes of the moof+mdat it points at; the moof grew by `delta`. */
function adjustSidx(sidx: Buffer, delta: number): void {
  const version = fullBoxVersion(sidx);
  const countAt = 12 + (version === 0 ? 8 : 16) + 2;
  const count = sidx.readUInt16BE(countAt);
  if (count !== 1) throw new Error('expected one reference per sidx');
  const referenceAt = countAt + 2;
  const reference = sidx.readUInt32BE(referenceAt);
  const size = (reference & 0x7fffffff) + delta;
  sidx.writeUInt32BE(((reference & 0x80000000) | size) >>> 0, referenceAt);
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}
