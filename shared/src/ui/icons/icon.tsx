import { $remotePiecesMayLoad } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CONTROL_GLYPHS, type ControlGlyph } from './control-glyphs.ts';

export { CONTROL_GLYPHS, type ControlGlyph } from './control-glyphs.ts';

/** A 24 px outline drawn in the text's colour, hidden from screen readers (the label beside it says what it means). */
function IconFrame({
  glyph,
  className,
  name,
}: {
  glyph: string | undefined;
  className?: string;
  name?: string;
}) {
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
      {glyph && <path d={glyph} />}
    </svg>
  );
}

/** The set's glyphs, one chunk for all, asked for with the first icon a page shows. */
const loadGlyphs = (): Promise<Readonly<Record<string, string>>> =>
  import('./glyphs.ts').then((module) => module.GLYPHS);

/**
 * A named icon of the site's set (spec 000 §3: a block's or a menu item's icon, ICON_NAMES). Icons
 * are decoration, so like another remote's pieces the set loads only once the page's own content
 * has shown ($remotePiecesMayLoad): a first visit's first load carries no glyph. The box is there
 * at once, so nothing moves when the glyph arrives; '' shows nothing, and so does a name the set
 * does not have, once the set is there.
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  const [glyphs, setGlyphs] = useState<Readonly<Record<string, string>> | null>(null);
  const mayLoad = useStore($remotePiecesMayLoad);
  useEffect(() => {
    if (!name || !mayLoad) return;
    let current = true;
    loadGlyphs().then(
      (loaded) => current && setGlyphs(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, mayLoad]);
  if (!name || (glyphs && !Object.hasOwn(glyphs, name))) return null;
  return <IconFrame glyph={glyphs?.[name]} className={className} name={name} />;
}

/** A control's icon (CONTROL_GLYPHS), drawn at once. */
export function ControlIcon({ glyph, className }: { glyph: ControlGlyph; className?: string }) {
  return <IconFrame glyph={CONTROL_GLYPHS[glyph]} className={className} />;
}
