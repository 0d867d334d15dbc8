// The media-chrome elements the players draw (lib/media-elements.ts defines them), as JSX sees
// them: React 19 sets a prop the element has as a property and any other as an attribute (`true`
// as an empty one), so these name the attributes the players set.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type MediaElementProps<Attributes = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaElementProps<{
        /** An audio player: no picture, the controls never hide. */
        audio?: boolean;
        /** No hotkeys of media-chrome's own: the player's shortcuts (lib/shortcuts.ts) stand. */
        nohotkeys?: boolean;
        /** The store is the player's (lib/player-store.ts), handed over once defined. */
        nodefaultstore?: boolean;
      }>;
      'media-control-bar': MediaElementProps;
      'media-play-button': MediaElementProps;
      'media-mute-button': MediaElementProps;
      'media-volume-range': MediaElementProps;
      'media-time-range': MediaElementProps;
      'media-time-display': MediaElementProps<{
        showduration?: boolean;
        /**
         * Text only, not a button that switches to the time left: as a button named 'playback time'
         * its visible time is not in its name (axe-core's label-content-name-mismatch, WCAG 2.5.3).
         */
        notoggle?: boolean;
      }>;
      'media-fullscreen-button': MediaElementProps;
      'media-loading-indicator': MediaElementProps<{ noautohide?: boolean }>;
    }
  }
}
