/** Outline glyphs (24 px grid, drawn in currentColor) for the named icons the navigation sets use. */
const ICON_PATHS: Readonly<Record<string, string>> = {
  Home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  Ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  Video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  Shop: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  Article: 'M5 3h14v18H5zM8 7h8M8 11h8M8 15h5',
  Calendar: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4',
  Shirt: 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  Search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  Menu: 'M3 6h18M3 12h18M3 18h18',
  Close: 'M5 5l14 14M19 5L5 19',
  Chevron: 'M6 9l6 6 6-6',
};

/** A menu item's icon (spec 000 §2 "A menu item has ... icon"); nothing for '' or a name without a glyph. */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  const path = ICON_PATHS[name];
  if (!path) return null;
  return (
    <svg
      className={className}
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
      <path d={path} />
    </svg>
  );
}
