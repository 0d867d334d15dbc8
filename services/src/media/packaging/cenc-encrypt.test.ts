import { createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR, type MediaManifest } from '../media-manifest.ts';
import { TEST_CONTENT_KEY, TEST_KEY_ID_HEX } from '../test-content-key.ts';
import { CLEARKEY_SYSTEM_ID, encryptInitSegment, encryptMediaSegment, readTracks } from './cenc-encrypt.ts';
import {
  child,
  childrenOf,
  descend,
  leafData,
  type Mp4Box,
  parseBoxes,
  serializeBoxes,
} from './mp4-boxes.ts';

const manifest = JSON.parse(readFileSync(path.join(MEDIA_DIR, 'manifest.json'), 'utf8')) as MediaManifest;
const file = (name: string) => readFileSync(path.join(MEDIA_DIR, name));
const clear = manifest.renditions.video;
const encrypted = manifest.renditions['video-clearkey'];

describe('mp4 boxes', () => {
  it('writes back exactly what it read', () => {
    for (const name of [clear.init, ...clear.segments.map((s) => s.file), encrypted.init]) {
      const bytes = file(name);
      expect(serializeBoxes(parseBoxes(bytes)).equals(bytes), name).toBe(true);
    }
  });

  it('refuses a box whose size runs past the end', () => {
    const bytes = Buffer.from(file(clear.init));
    bytes.writeUInt32BE(bytes.length + 1, 0);
    expect(() => parseBoxes(bytes)).toThrow(/bad size/);
  });
});

describe('CENC packaging of the live DRM rendition', () => {
  it('made the committed encrypted rendition: packaging the clear one again gives the same bytes', () => {
    const init = file(clear.init);
    expect(encryptInitSegment(init, TEST_CONTENT_KEY).equals(file(encrypted.init))).toBe(true);
    const tracks = readTracks(init);
    clear.segments.forEach((segment, index) => {
      const again = encryptMediaSegment(file(segment.file), tracks, TEST_CONTENT_KEY, index);
      expect(again.equals(file(encrypted.segments[index]?.file ?? '')), segment.file).toBe(true);
    });
  });

  it('protects every sample entry with cenc and the test key id, and adds a ClearKey pssh', () => {
    const moov = parseBoxes(file(encrypted.init)).find((box) => box.type === 'moov') as Mp4Box;
    const formats = childrenOf(moov, 'trak').map((trak) => {
      const entry = descend(trak, 'mdia/minf/stbl/stsd').children?.[0] as Mp4Box;
      const original = leafData(descend(entry, 'sinf/frma')).toString('latin1');
      expect(leafData(descend(entry, 'sinf/schm')).toString('latin1', 4, 8)).toBe('cenc');
      const tenc = leafData(descend(entry, 'sinf/schi/tenc'));
      expect(tenc.readUInt8(6)).toBe(1); // default_isProtected
      expect(tenc.readUInt8(7)).toBe(8); // IV size
      expect(tenc.subarray(8, 24).toString('hex')).toBe(TEST_KEY_ID_HEX);
      return `${entry.type}/${original}`;
    });
    expect(formats.sort()).toEqual(['enca/mp4a', 'encv/avc1']);
    const pssh = leafData(child(moov, 'pssh') as Mp4Box);
    expect(pssh.subarray(4, 20).equals(CLEARKEY_SYSTEM_ID)).toBe(true);
    expect(pssh.subarray(24, 40).toString('hex')).toBe(TEST_KEY_ID_HEX);
  });

  it('decrypts, with the key and each fragment’s own senc, saio and trun, back to the clear samples', () => {
    encrypted.segments.forEach((segment, index) => {
      const protectedBytes = file(segment.file);
      const clearBytes = file(clear.segments[index]?.file ?? '');
      const decrypted = decryptSegment(protectedBytes);
      // The boxes moved (the moof grew), but the media data is the clear segment's, byte for byte.
      const mdat = (bytes: Buffer) =>
        leafData(parseBoxes(bytes).find((box) => box.type === 'mdat') as Mp4Box);
      expect(mdat(decrypted).equals(mdat(clearBytes)), segment.file).toBe(true);
      expect(mdat(protectedBytes).equals(mdat(clearBytes))).toBe(false);
    });
  });
});

/** An independent reading of CENC: walks each traf's trun and senc and undoes AES-CTR. */
function decryptSegment(segment: Buffer): Buffer {
  const out = Buffer.from(segment);
  const starts = new Map<Mp4Box, number>();
  const boxes = parseBoxes(segment);
  serializeBoxes(boxes, starts);
  for (const moof of boxes.filter((box) => box.type === 'moof')) {
    const moofStart = starts.get(moof) ?? 0;
    const inner = new Map<Mp4Box, number>();
    serializeBoxes([moof], inner);
    for (const traf of childrenOf(moof, 'traf')) {
      const trun = leafData(descend(traf, 'trun'));
      const flags = trun.readUInt32BE(0) & 0xffffff;
      const sizes: number[] = [];
      let cursor = 12 + (flags & 0x4 ? 4 : 0);
      for (let i = 0; i < trun.readUInt32BE(4); i++) {
        if (flags & 0x100) cursor += 4;
        sizes.push(trun.readUInt32BE(cursor));
        cursor += 4 + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
      }
      const sencBox = descend(traf, 'senc');
      const senc = leafData(sencBox);
      const saio = leafData(descend(traf, 'saio'));
      // saio points (from the moof) at the first IV in senc.
      expect(saio.readUInt32BE(8)).toBe((inner.get(sencBox) ?? 0) + 16);
      const withSubsamples = (senc.readUInt32BE(0) & 0x2) !== 0;
      expect(senc.readUInt32BE(4)).toBe(sizes.length);
      let position = moofStart + trun.readInt32BE(8);
      let at = 8;
      for (const size of sizes) {
        const iv = Buffer.concat([senc.subarray(at, at + 8), Buffer.alloc(8)]);
        at += 8;
        const ranges: Array<[number, number]> = [];
        if (withSubsamples) {
          let inSample = position;
          const count = senc.readUInt16BE(at);
          at += 2;
          for (let i = 0; i < count; i++) {
            const clearBytes = senc.readUInt16BE(at);
            const protectedBytes = senc.readUInt32BE(at + 2);
            at += 6;
            ranges.push([inSample + clearBytes, protectedBytes]);
            inSample += clearBytes + protectedBytes;
          }
          expect(inSample - position).toBe(size);
        } else {
          ranges.push([position, size]);
        }
        const decipher = createDecipheriv('aes-128-ctr', TEST_CONTENT_KEY.key, iv);
        const plain = decipher.update(
          Buffer.concat(ranges.map(([start, length]) => out.subarray(start, start + length))),
        );
        let offset = 0;
        for (const [start, length] of ranges) {
          plain.copy(out, start, offset, offset + length);
          offset += length;
        }
        position += size;
      }
    }
  }
  return out;
}
