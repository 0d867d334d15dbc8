/**
 * The glyphs of the controls every page's header and menu draw at once (no chunk to wait for):
 * the set's own Search, Menu and Close (GLYPHS takes them from here), and the submenu chevron,
 * which the set does not name.
 */
export const CONTROL_GLYPHS = {
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5L5 19',
  chevron: 'M6 9l6 6 6-6',
} as const;
export type ControlGlyph = keyof typeof CONTROL_GLYPHS;
