-- Issue 24: the caption tracks an on-demand video carries (media/captions.ts), by language code.
-- Every video has English; entries stored before this column came get it too, as the test stream
-- they play is the same.
ALTER TABLE videos ADD COLUMN caption_languages text[] NOT NULL DEFAULT '{en}';
