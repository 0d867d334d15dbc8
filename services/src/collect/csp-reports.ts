// {collect}/csp-reports: Content-Security-Policy violation reports, from the site's pages and the
// services' own hosted pages (docs/security.md). Browsers send two formats: `report-uri` posts one
// `application/csp-report` object, the Reporting API (`report-to`) posts a batch as
// `application/reports+json`. Both are validated and kept in one shape, so a test (or, in
// production, an alert) reads "which page, which directive, what was blocked".
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Clock } from '../lib/clock.ts';
import { badRequest } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { Collector } from './collector.ts';

/** A report is a few hundred bytes; a page's burst of them a few KB. */
const REPORT_BODY_LIMIT = 64 * 1024;
const REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];

const text = v.pipe(v.string(), v.maxLength(4096));
const optionalText = v.optional(text);
const optionalNumber = v.optional(v.number());

/** What `report-uri` sends (CSP Level 2 names). */
const legacyReport = v.object({
  'csp-report': v.looseObject({
    'document-uri': text,
    'effective-directive': optionalText,
    'violated-directive': optionalText,
    'blocked-uri': optionalText,
    disposition: optionalText,
    'source-file': optionalText,
    'line-number': optionalNumber,
    'script-sample': optionalText,
  }),
});

/** One report of a Reporting API batch; only the csp-violation ones are kept. */
const reportingReport = v.looseObject({
  type: text,
  url: text,
  body: v.optional(v.looseObject({})),
});
const cspViolationBody = v.looseObject({
  documentURL: text,
  effectiveDirective: text,
  blockedURL: optionalText,
  disposition: optionalText,
  sourceFile: optionalText,
  lineNumber: v.optional(v.nullable(v.number())),
  sample: optionalText,
});

/** The one shape a violation is kept in. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  disposition: string;
  sourceFile?: string;
  line?: number;
  sample?: string;
}

function fromLegacy(input: v.InferOutput<typeof legacyReport>): CspViolation {
  const report = input['csp-report'];
  const directive = report['effective-directive'] ?? report['violated-directive'];
  if (!directive) throw badRequest('csp-report: needs effective-directive or violated-directive');
  return {
    documentUrl: report['document-uri'],
    directive,
    blockedUrl: report['blocked-uri'] ?? '',
    disposition: report.disposition ?? 'enforce',
    ...(report['source-file'] ? { sourceFile: report['source-file'] } : {}),
    ...(report['line-number'] !== undefined ? { line: report['line-number'] } : {}),
    ...(report['script-sample'] ? { sample: report['script-sample'] } : {}),
  };
}

function fromReporting(input: v.InferOutput<typeof reportingReport>): CspViolation {
  const body = parseInput(cspViolationBody, input.body);
  return {
    documentUrl: body.documentURL,
    directive: body.effectiveDirective,
    blockedUrl: body.blockedURL ?? '',
    disposition: body.disposition ?? 'enforce',
    ...(body.sourceFile ? { sourceFile: body.sourceFile } : {}),
    ...(typeof body.lineNumber === 'number' ? { line: body.lineNumber } : {}),
    ...(body.sample ? { sample: body.sample } : {}),
  };
}

/** The violations in a posted body of either format; throws a 400 for anything malformed. */
export function readCspReports(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    const reports = parseInput(v.pipe(v.array(reportingReport), v.maxLength(100)), body);
    return reports.filter((report) => report.type === 'csp-violation').map(fromReporting);
  }
  return [fromLegacy(parseInput(legacyReport, body))];
}

export const cspReportRoutes: FastifyPluginAsync<{ collector: Collector; clock: Clock }> = async (
  app,
  { collector, clock },
) => {
  app.addContentTypeParser(
    REPORT_CONTENT_TYPES,
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('body: not valid JSON'), undefined);
      }
    },
  );

  app.post('/csp-reports', { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    const violations = readCspReports(request.body);
    const origin = request.headers.origin ?? null;
    for (const violation of violations) collector.record('csp', violation, origin, clock.now());
    return reply.code(204).send();
  });
};
