// The content key of the ClearKey test rendition. A test fixture, not a secret: ClearKey hands the
// key to any browser holding a valid playback token, and the committed segments are test patterns.
// What protects the stream is the token check on the licence call. Changing these means running
// the generator again (services/media/README.md), since the committed segments are encrypted with it.
import type { ContentKey } from './packaging/cenc-encrypt.ts';

export const TEST_KEY_ID_HEX = 'ccff379bbc86850e3381a194fe84a0ff';
export const TEST_KEY_HEX = '588021925c97aad426263d9315d671a1';

export const TEST_CONTENT_KEY: ContentKey = {
  kid: Buffer.from(TEST_KEY_ID_HEX, 'hex'),
  key: Buffer.from(TEST_KEY_HEX, 'hex'),
};
