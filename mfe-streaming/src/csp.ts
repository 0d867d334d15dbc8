/**
 * What mfe-streaming needs of the site's Content-Security-Policy beyond its origin: the remote's
 * public statement (`@club/mfe-streaming/csp`), which the shell's policy takes in
 * (scripts/lib/security-headers.ts). docs/security.md says why.
 *
 * The players' controls are media-chrome's custom elements, and each puts a `<style>` element in its
 * shadow root (media-chrome's templates; its issue 898). The site's `style-src` allows no inline
 * style, so Chromium refuses them ("Applying inline style violates the following Content Security
 * Policy directive") and the controls come out unstyled. Rather than allow every inline style, the
 * policy allows these texts alone, by their SHA-256: what media-chrome 4.19's elements that the
 * players draw (features/player/lib/media-elements.ts) put there. src/csp.test.tsx draws the players
 * and fails, naming the new hashes, when a media-chrome upgrade or a new control changes them.
 */

/** The SHA-256 (base64) of each `<style>` text the players' media-chrome elements create. */
export const PLAYER_STYLE_HASHES: readonly string[] = [
  '+XYYAhYtiUsaw0+wUtfcBE3yMARPO4zdUhZGkDgDohM=', // media-controller (media-container)
  'ad5pLE4ykOnAn8/VmRayKdKPhP3pvqoX4MGy3EktnBg=', // its gesture layer (media-gesture-receiver)
  'sAS/YwJd8QhcsuwF6ji1l+uwVdgQ8O/zcjWaGi0VXSw=', // media-control-bar
  'l0oXN8ELODFEFGnJztGBqT5qrnYVXGDHmO9UVWjtMXA=', // every button (media-chrome-button)
  'VJnVbqNRyX0jCFZEJ4ltrffJx26lCuyVbNYdioxBwzQ=', // a button's tooltip (media-tooltip)
  'W9200sCekROkcax0iJ77FC7fL1XmtkKZFU4jWBgOGi0=', // media-play-button
  '3mr12lsHkByBAuT5HIjiVaMHjH42rxTHchQEttT3yhE=', // media-mute-button
  'LLrbL3VRTSpcR7f/VRuhdwB3hQdbFqJkzjoEZmHBXIw=', // media-fullscreen-button
  '1Jc+kPhfOh4UvXYTCgDHEAV3Caafvsf5jeNdPbSiQ8o=', // every slider (media-chrome-range): volume, time
  'icRYLLVSVG1RE2ze2JPpc2di/XuMtAkqJdem5GFjU5M=', // media-time-range
  'm+frfzRQalnJwRN07WZLWSWd4eM4WsynbWp5qQi8Or0=', // its preview (media-preview-thumbnail)
  'C7t4uFhGErrgCiy7sp4fN8QAsq2Xafh4lWfnefi0l/E=', // every time text (media-text-display): the time, its previews
  'CZ8hU2wFQkJQTP3Dj2nl5E530al0uN4149GNCvQZTDE=', // media-loading-indicator
];

/** The `style-src` sources this remote needs: each of those texts, by hash. */
export const STYLE_SOURCES: readonly string[] = PLAYER_STYLE_HASHES.map((hash) => `'sha256-${hash}'`);
