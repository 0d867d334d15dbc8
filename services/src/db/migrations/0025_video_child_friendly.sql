-- Issue 21, beyond the spec: child-friendly mode (spec 000 §1, on by default) extends to the video
-- catalogue. A video is flagged child friendly unless the catalogue says it is not (post-match
-- reactions and dressing-room celebrations with strong language), so entries stored before this
-- column came are all flagged, as they were all shown.
ALTER TABLE videos ADD COLUMN child_friendly boolean NOT NULL DEFAULT true;
