// {collect}/releases: the shell's reports on each remote version it runs (a load, or a failure and
// its stage), counted per minute in the database, and a summary of them that the release judge and
// `npm run release -- status` read (docs/architecture.md "Releases"). Reports carry no personal
// data (a remote, a version, a cohort, what happened), so the shell sends them without consent.
import {
  RELEASE_REPORTS_PATH,
  RELEASE_SUMMARY_PATH,
  type ReleaseCohortSummary,
  type ReleaseFailureStage,
  type ReleaseReport,
  type ReleaseSummary,
  releaseReportsRequest,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { jsonBody } from './collect-routes.ts';

/** How far back `?minutes=` may look: a day of per-minute counts. */
export const SUMMARY_MAX_MINUTES = 24 * 60;

const name = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be a name'));
const summaryQuery = v.union([
  v.object({ remote: name, candidate: name }),
  v.object({
    remote: name,
    minutes: v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(SUMMARY_MAX_MINUTES),
    ),
  }),
]);

interface CountRow {
  version: string;
  cohort: ReleaseCohortSummary['cohort'];
  event: ReleaseReport['event'];
  stage: string;
  count: number;
}

interface MinuteRow {
  minute: Date;
  version: string;
  cohort: ReleaseCohortSummary['cohort'];
  page_loads: number;
  failed_page_loads: number;
}

/** Identical reports of one request become one row with their count. */
/** What a count is kept by (release_report_counts' key beside its minute), in the table's column order. */
const countKey = (report: ReleaseReport, stage: string) =>
  [report.remote, report.version, report.cohort, report.candidate ?? '', report.event, stage] as const;

function tally(reports: readonly ReleaseReport[]) {
  const rows = new Map<string, { report: ReleaseReport; stage: string; count: number }>();
  for (const report of reports) {
    const stage = report.event === 'failure' ? report.stage : '';
    const key = JSON.stringify(countKey(report, stage));
    const row = rows.get(key);
    if (row) row.count++;
    else rows.set(key, { report, stage, count: 1 });
  }
  return [...rows.values()];
}

/** The per-version, per-cohort totals of the counted rows. */
export function summarise(rows: readonly CountRow[]): ReleaseCohortSummary[] {
  const cohorts = new Map<string, ReleaseCohortSummary>();
  for (const row of rows) {
    const key = `${row.version}\n${row.cohort}`;
    let cohort = cohorts.get(key);
    if (!cohort) {
      cohort = { version: row.version, cohort: row.cohort, pageLoads: 0, failedPageLoads: 0, failures: {} };
      cohorts.set(key, cohort);
    }
    const count = Number(row.count);
    if (row.event === 'load') {
      cohort.pageLoads += count;
      continue;
    }
    const stage = row.stage as ReleaseFailureStage;
    cohort.failedPageLoads += count;
    cohort.failures[stage] = (cohort.failures[stage] ?? 0) + count;
  }
  return [...cohorts.values()].sort(
    (a, b) => a.version.localeCompare(b.version) || a.cohort.localeCompare(b.cohort),
  );
}

export const releaseReportRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.post(RELEASE_REPORTS_PATH, async (request) => {
    const reports = parseInput(releaseReportsRequest, jsonBody(request));
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      for (const { report, stage, count } of tally(reports)) {
        await tx.query(
          `INSERT INTO release_report_counts (minute, remote, version, cohort, candidate, event, stage, count)
           VALUES (date_trunc('minute', $1::timestamptz), $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (remote, candidate, minute, version, cohort, event, stage)
           DO UPDATE SET count = release_report_counts.count + EXCLUDED.count`,
          [now, ...countKey(report, stage), count],
        );
      }
    });
    return { accepted: reports.length };
  });

  app.get(RELEASE_SUMMARY_PATH, async (request, reply): Promise<ReleaseSummary> => {
    const query = parseInput(summaryQuery, request.query);
    reply.header('cache-control', 'no-store');
    const [where, parameters] =
      'candidate' in query
        ? ['remote = $1 AND candidate = $2', [query.remote, query.candidate]]
        : [
            "remote = $1 AND minute >= date_trunc('minute', $2::timestamptz) - make_interval(mins => $3)",
            [query.remote, ctx.clock.now(), query.minutes],
          ];
    const counts = await ctx.db.query<CountRow>(
      `SELECT version, cohort, event, stage, SUM(count)::integer AS count FROM release_report_counts
       WHERE ${where} GROUP BY version, cohort, event, stage`,
      parameters,
    );
    const minutes = await ctx.db.query<MinuteRow>(
      `SELECT minute, version, cohort,
         SUM(count) FILTER (WHERE event = 'load')::integer AS page_loads,
         SUM(count) FILTER (WHERE event = 'failure')::integer AS failed_page_loads
       FROM release_report_counts WHERE ${where}
       GROUP BY minute, version, cohort ORDER BY minute, version, cohort`,
      parameters,
    );
    return {
      remote: query.remote,
      ...('candidate' in query ? { candidate: query.candidate } : {}),
      cohorts: summarise(counts.rows),
      minutes: minutes.rows.map((row) => ({
        minute: new Date(row.minute).toISOString(),
        version: row.version,
        cohort: row.cohort,
        pageLoads: row.page_loads ?? 0,
        failedPageLoads: row.failed_page_loads ?? 0,
      })),
    };
  });
};
