// The media-chrome elements the players draw, defined when this module runs: it is a chunk of its
// own (media-chrome-controls.ts loads it with a player, like hls.js), so no page pays for it before
// a player opens, and the elements already in the page are upgraded then. Each of them, and the
// elements they draw inside (tooltips, previews, the gesture layer), puts a <style> in its shadow
// root; the shell's Content-Security-Policy allows exactly those texts by hash (src/csp.ts, checked
// against these elements by src/csp.test.tsx). An element added here adds its style's hash there.
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-volume-range.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-time-display.js';
import 'media-chrome/dist/media-fullscreen-button.js';
import 'media-chrome/dist/media-loading-indicator.js';
