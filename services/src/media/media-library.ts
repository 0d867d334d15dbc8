// The committed test streams in memory: the manifest, checked against its schema, and every file
// it names (about 0.7 MB), read once per process so requests never touch the disk.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validate } from '@club/shared/contracts';
import {
  MANIFEST_FILE,
  MEDIA_DIR,
  type MediaManifest,
  mediaManifest,
  type RenditionManifest,
  type RenditionName,
} from './media-manifest.ts';

export interface Rendition extends RenditionManifest {
  name: RenditionName;
  initData: Buffer;
  segmentData: Buffer[];
  /** Sum of the segment durations, in seconds: one pass of the loop a live stream plays. */
  totalDuration: number;
  /** The storyboard sprite's bytes, where the rendition has one (the on-demand video). */
  storyboardData: Buffer | null;
}

export type MediaLibrary = Record<RenditionName, Rendition>;

let loaded: Promise<MediaLibrary> | undefined;

/** The library from services/media/, loaded on first use and shared by every app in the process. */
export function loadMediaLibrary(dir: string = MEDIA_DIR): Promise<MediaLibrary> {
  if (dir !== MEDIA_DIR) return readLibrary(dir);
  loaded ??= readLibrary(dir).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function readLibrary(dir: string): Promise<MediaLibrary> {
  const raw: unknown = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  const checked = validate(mediaManifest, raw);
  if (!checked.ok) throw new Error(`${dir}${MANIFEST_FILE} is invalid: ${checked.problems.join('; ')}`);
  const manifest: MediaManifest = checked.value;
  const entries = await Promise.all(
    (Object.entries(manifest.renditions) as Array<[RenditionName, RenditionManifest]>).map(
      async ([name, rendition]): Promise<[RenditionName, Rendition]> => [
        name,
        {
          ...rendition,
          name,
          initData: await readFile(path.join(dir, rendition.init)),
          segmentData: await Promise.all(rendition.segments.map((s) => readFile(path.join(dir, s.file)))),
          totalDuration: rendition.segments.reduce((sum, s) => sum + s.duration, 0),
          storyboardData: rendition.storyboard
            ? await readFile(path.join(dir, rendition.storyboard.file))
            : null,
        },
      ],
    ),
  );
  return Object.fromEntries(entries) as MediaLibrary;
}
