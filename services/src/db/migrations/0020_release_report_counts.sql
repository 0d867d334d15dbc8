-- What the shell reports about each remote version it runs (collect/release-reports.ts), counted
-- per minute: one row per minute, remote, version, cohort, canary (the candidate whose canary chose
-- the version, '' outside one), event (a page load asked for it, or it failed there) and failure stage
-- ('' for a load). Nothing names a visitor.
-- Kept in the database, not in a process, so several services processes count together.
CREATE TABLE release_report_counts (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  cohort text NOT NULL CHECK (cohort IN ('live', 'canary', 'preview')),
  candidate text NOT NULL DEFAULT '',
  event text NOT NULL CHECK (event IN ('load', 'failure')),
  stage text NOT NULL DEFAULT '',
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (remote, candidate, minute, version, cohort, event, stage)
);
CREATE INDEX release_report_counts_by_minute ON release_report_counts (remote, minute);
