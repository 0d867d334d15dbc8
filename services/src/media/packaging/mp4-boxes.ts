// A small ISO BMFF (MP4) box reader and writer: enough to open an fMP4 init segment or media
// segment, change boxes inside it and write it back with every size recomputed. Containers are
// parsed into children; other boxes keep their payload as bytes, untouched.

export interface Mp4Box {
  type: string;
  /** Payload of a leaf box (everything after the 8-byte header). */
  data?: Buffer;
  /** Bytes a container carries before its children (stsd's entry count, a sample entry's fields). */
  prefix?: Buffer;
  /** Children of a container box. */
  children?: Mp4Box[];
}

/** Boxes that hold only other boxes. */
const CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'mvex',
  'moof',
  'traf',
  'dinf',
  'edts',
  'sinf',
  'schi',
]);

/**
 * Boxes that hold fixed fields, then other boxes: stsd (version, flags, entry count) and the
 * sample entries (SampleEntry's 8 bytes plus VisualSampleEntry's 70 or AudioSampleEntry's 20).
 */
const PREFIXED: Record<string, number> = {
  stsd: 8,
  avc1: 78,
  avc3: 78,
  encv: 78,
  mp4a: 28,
  enca: 28,
};

export function parseBoxes(buffer: Buffer): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    if (buffer.length - offset < 8) throw new Error(`truncated box header at ${offset}`);
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let headerSize = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = buffer.length - offset;
    }
    if (size < headerSize || offset + size > buffer.length)
      throw new Error(`bad size for '${type}' at ${offset}`);
    const payload = buffer.subarray(offset + headerSize, offset + size);
    boxes.push(parsePayload(type, payload));
    offset += size;
  }
  return boxes;
}

function parsePayload(type: string, payload: Buffer): Mp4Box {
  if (CONTAINERS.has(type)) return { type, children: parseBoxes(payload) };
  const prefixSize = PREFIXED[type];
  if (prefixSize !== undefined) {
    return {
      type,
      prefix: Buffer.from(payload.subarray(0, prefixSize)),
      children: parseBoxes(payload.subarray(prefixSize)),
    };
  }
  return { type, data: Buffer.from(payload) };
}

export function boxSize(box: Mp4Box): number {
  if (box.children) {
    return 8 + (box.prefix?.length ?? 0) + box.children.reduce((sum, child) => sum + boxSize(child), 0);
  }
  return 8 + (box.data?.length ?? 0);
}

/**
 * Writes boxes back to bytes. `offsets`, when given, receives where each box starts, counted from
 * the start of the output, so callers can point at a box they added (saio needs that).
 */
export function serializeBoxes(boxes: Mp4Box[], offsets?: Map<Mp4Box, number>): Buffer {
  const total = boxes.reduce((sum, box) => sum + boxSize(box), 0);
  const out = Buffer.alloc(total);
  let offset = 0;
  for (const box of boxes) offset = writeBox(box, out, offset, offsets);
  return out;
}

function writeBox(box: Mp4Box, out: Buffer, start: number, offsets?: Map<Mp4Box, number>): number {
  const size = boxSize(box);
  if (size > 0xffffffff) throw new Error(`box '${box.type}' too large`);
  offsets?.set(box, start);
  out.writeUInt32BE(size, start);
  out.write(box.type, start + 4, 4, 'latin1');
  let offset = start + 8;
  if (box.children) {
    if (box.prefix) offset += box.prefix.copy(out, offset);
    for (const child of box.children) offset = writeBox(child, out, offset, offsets);
  } else if (box.data) {
    offset += box.data.copy(out, offset);
  }
  return offset;
}

/** A leaf box from its payload. */
export const leaf = (type: string, data: Buffer): Mp4Box => ({ type, data });

/** A full box's payload: version, 24-bit flags, then the body. */
export function fullBoxData(version: number, flags: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return Buffer.concat([head, body]);
}

export const fullBoxVersion = (data: Buffer): number => data.readUInt8(0);
export const fullBoxFlags = (data: Buffer): number => data.readUInt32BE(0) & 0xffffff;

export function child(box: Mp4Box, type: string): Mp4Box | undefined {
  return box.children?.find((c) => c.type === type);
}

export function childrenOf(box: Mp4Box, type: string): Mp4Box[] {
  return box.children?.filter((c) => c.type === type) ?? [];
}

/** Follows a path of box types from `box` (e.g. 'mdia/minf/stbl/stsd'); throws if one is missing. */
export function descend(box: Mp4Box, path: string): Mp4Box {
  let current = box;
  for (const type of path.split('/')) {
    const next = child(current, type);
    if (!next) throw new Error(`no '${type}' inside '${current.type}' (looking for ${path})`);
    current = next;
  }
  return current;
}

export function leafData(box: Mp4Box): Buffer {
  if (!box.data) throw new Error(`'${box.type}' is not a leaf box`);
  return box.data;
}
