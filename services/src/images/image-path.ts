// Reads an image address (everything after {images}/) into what to draw and how to size it. The
// forms, spec 000 §7 "Image addresses":
//   {w}x{h}/fit-in/{key}    handler v2: fit inside the box, keeping the aspect
//   {w}x{h},contain/{key}   handler v1: fit inside, letterboxed to exactly the box
//   {w}x{h}/{key}           {size options}/{key}: cover the box, cropped from the centre
//   {key}                   the original at its natural size
import {
  IMAGE_CONTAIN_V1,
  IMAGE_FIT_IN_V2,
  IMAGE_KEY_EXTENSIONS,
  type ImageSize,
  imageKey,
  imageRequest,
  imageSize,
} from '@club/shared/contracts';
import * as v from 'valibot';
import { badRequest, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';

export type ImageFit = 'fit-in' | 'contain' | 'cover' | 'original';

export interface ImageAsk {
  fit: ImageFit;
  /** Absent for the original. */
  size?: ImageSize;
  key: string;
}

const SIZE_SEGMENT = /^\d+x\d+$/;
const sizedRequest = v.object({ size: imageSize, key: imageKey });

export function parseImagePath(path: string): ImageAsk {
  const slash = path.indexOf('/');
  const first = slash === -1 ? path : path.slice(0, slash);
  const rest = slash === -1 ? '' : path.slice(slash + 1);

  let ask: ImageAsk;
  if (rest.startsWith(`${IMAGE_FIT_IN_V2}/`) || rest === IMAGE_FIT_IN_V2) {
    const { size, key } = parseInput(imageRequest, {
      size: first,
      key: rest.slice(IMAGE_FIT_IN_V2.length + 1),
    });
    ask = { fit: 'fit-in', size, key };
  } else if (first.includes(',')) {
    const [size = '', option] = first.split(',', 2);
    if (option !== IMAGE_CONTAIN_V1) throw badRequest(`fit: unknown fit option '${option}'`);
    ask = { fit: 'contain', ...parseInput(sizedRequest, { size, key: rest }) };
  } else if (SIZE_SEGMENT.test(first)) {
    ask = { fit: 'cover', ...parseInput(sizedRequest, { size: first, key: rest }) };
  } else {
    ask = { fit: 'original', key: parseInput(v.object({ key: imageKey }), { key: path }).key };
  }

  const extension = /\.([a-z0-9]+)$/i.exec(ask.key)?.[1]?.toLowerCase();
  if (!extension || !(IMAGE_KEY_EXTENSIONS as readonly string[]).includes(extension))
    throw notFound(`No image '${ask.key}': the extension must be one of ${IMAGE_KEY_EXTENSIONS.join(', ')}`);
  return ask;
}
