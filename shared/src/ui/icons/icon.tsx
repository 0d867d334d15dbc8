import { isIconName } from '@club/shared/contracts';
import { $remotePiecesMayLoad } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import close from './glyphs/Close.ts';
import menu from './glyphs/Menu.ts';
import search from './glyphs/Search.ts';

/** A 24 px outline drawn in the text's colour, hidden from screen readers (the label beside it says what it means). */
function IconFrame({ glyph, className, name }: { glyph: string | null; className?: string; name?: string }) {
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

/**
 * One glyph's outline. The map from names to glyph chunks sits in its own chunk too, asked for with
 * the first icon a page shows. Icons are decoration, so like another remote's pieces they wait until
 * the page's own content has shown ($remotePiecesMayLoad): a first visit's first load carries
 * neither the map nor a glyph.
 */
const loadGlyph = (name: string): Promise<string> =>
  import('./load-glyph.ts').then((module) => (isIconName(name) ? module.loadGlyph(name) : ''));

/**
 * A named icon of the site's set (spec 000 §3: a block's or a menu item's icon, ICON_NAMES). Its
 * glyph loads on first use, so a page pays only for the icons it shows; the box is there at once,
 * so nothing moves when it arrives. '' or an unknown name shows nothing.
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  const known = isIconName(name);
  const [glyph, setGlyph] = useState<string | null>(null);
  const mayLoad = useStore($remotePiecesMayLoad);
  useEffect(() => {
    if (!known || !mayLoad) return;
    let current = true;
    loadGlyph(name).then(
      (loaded) => current && setGlyph(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, known, mayLoad]);
  if (!known) return null;
  return <IconFrame glyph={glyph} className={className} name={name} />;
}

/**
 * The glyphs of the controls every page's header and menu draw at once (no wait, no chunk): the
 * set's own Search, Menu and Close, and the submenu chevron, which the set does not name.
 */
export const CONTROL_GLYPHS = {
  search,
  menu,
  close,
  chevron: 'M6 9l6 6 6-6',
} as const;
export type ControlGlyph = keyof typeof CONTROL_GLYPHS;

/** A control's icon (CONTROL_GLYPHS), drawn at once. */
export function ControlIcon({ glyph, className }: { glyph: ControlGlyph; className?: string }) {
  return <IconFrame glyph={CONTROL_GLYPHS[glyph]} className={className} />;
}
