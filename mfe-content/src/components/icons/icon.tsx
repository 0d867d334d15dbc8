import { $remotePiecesMayLoad } from '@club/shared/federation';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { type IconName, isIconName } from './icon-names.ts';

/**
 * One glyph's outline. The map from names to glyph chunks (about 2 KB) sits in its own chunk too,
 * asked for with the first icon a page shows. Icons are decoration, so like another remote's
 * pieces they wait until the page's own content has shown ($remotePiecesMayLoad): a first visit's
 * first load carries neither the map nor a glyph.
 */
const loadGlyph = (name: IconName): Promise<string> =>
  import('./load-glyph.ts').then((module) => module.loadGlyph(name));

/**
 * A named icon (spec 000 §3), 24 px, drawn in the text's colour and hidden from screen readers
 * (the label beside it says what it means). Its glyph loads on first use, so a page pays only for
 * the icons it shows; the box is there at once, so nothing moves when it arrives. '' or an unknown
 * name shows nothing.
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  const known = isIconName(name);
  const [path, setPath] = useState<string | null>(null);
  const mayLoad = useStore($remotePiecesMayLoad);
  useEffect(() => {
    if (!known || !mayLoad) return;
    let current = true;
    loadGlyph(name).then(
      (glyph) => current && setPath(glyph),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, known, mayLoad]);
  if (!known) return null;
  return (
    <svg
      className={className}
      data-icon={name}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {path && <path d={path} />}
    </svg>
  );
}
