// The icon set is a spec value set and lives with the block contracts (@club/shared/contracts);
// each glyph is its own module under glyphs/, loaded only when a page shows it.
export { ICON_NAMES, type IconName, isIconName } from '@club/shared/contracts';
