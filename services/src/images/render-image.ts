// Draws the artwork for an image address and encodes it with sharp. The SVG is rasterised at the
// size the answer needs (never drawn small and blown up), then sharp cuts or pads it to the exact
// box and encodes it in the negotiated format.
import sharp, { type Sharp } from 'sharp';
import { type Artwork, drawArtwork, toSvg } from './artwork.ts';
import type { ImageAsk } from './image-path.ts';
import type { ImageFormat } from './negotiate-format.ts';

// AVIF's default effort takes seconds per large picture on two cores; effort 0 is a tenth of that.
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 0 }),
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true }),
  png: (image) => image.png({ compressionLevel: 6 }),
};

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The pixel size the drawing is rasterised at before cropping or padding. */
export function rasterSize(artwork: Artwork, ask: ImageAsk): { width: number; height: number } {
  if (!ask.size) return { width: artwork.width, height: artwork.height };
  const { width, height } = ask.size;
  const scaleX = width / artwork.width;
  const scaleY = height / artwork.height;
  if (ask.fit === 'cover') {
    const scale = Math.max(scaleX, scaleY);
    return {
      width: Math.max(width, Math.ceil(artwork.width * scale)),
      height: Math.max(height, Math.ceil(artwork.height * scale)),
    };
  }
  const scale = Math.min(scaleX, scaleY);
  return {
    width: Math.max(1, Math.min(width, Math.round(artwork.width * scale))),
    height: Math.max(1, Math.min(height, Math.round(artwork.height * scale))),
  };
}

export async function renderImage(ask: ImageAsk, format: ImageFormat): Promise<RenderedImage> {
  const artwork = drawArtwork(ask.key);
  const raster = rasterSize(artwork, ask);
  const svg = sharp(Buffer.from(toSvg(artwork, raster.width, raster.height)));
  // librsvg rounds the SVG's size its own way, so every form ends with sharp pinning the exact size.
  let image: Sharp;
  if (ask.size && ask.fit === 'cover') {
    image = svg.resize(ask.size.width, ask.size.height, { fit: 'cover', position: 'centre' });
  } else if (ask.size && ask.fit === 'contain') {
    image = svg.resize(ask.size.width, ask.size.height, {
      fit: 'contain',
      background: artwork.transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : artwork.background,
    });
  } else {
    image = svg.resize(raster.width, raster.height, { fit: 'fill' });
  }

  const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
