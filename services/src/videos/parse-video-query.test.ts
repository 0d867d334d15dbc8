import { buildVideoSearchQuery, VIDEO_DURATION_FILTERS } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { parseVideoQuery, QueryError, START_OF_PUBLICATION_REQUIRED } from './parse-video-query.ts';

const NOW = new Date('2026-11-01T12:00:00Z');
const START = 'publicationData.startAt:[* TO NOW]';
const parse = (q: string) => parseVideoQuery(q, NOW);
const problem = (q: string) => {
  try {
    parse(q);
  } catch (error) {
    if (error instanceof QueryError) return error.message;
    throw error;
  }
  throw new Error(`parsed: ${q}`);
};

describe('parseVideoQuery', () => {
  it('reads the start of publication with NOW as the server clock', () => {
    expect(parse(START)).toEqual([
      [{ field: 'publicationData.startAt', kind: 'time', range: { to: { value: NOW, inclusive: true } } }],
    ]);
    expect(parse('publicationData.startAt:[2020-01-01 TO 2026-10-01T10:00:00+01:00}')).toEqual([
      [
        {
          field: 'publicationData.startAt',
          kind: 'time',
          range: {
            from: { value: new Date('2020-01-01T00:00:00Z'), inclusive: true },
            to: { value: new Date('2026-10-01T09:00:00Z'), inclusive: false },
          },
        },
      ],
    ]);
  });

  it('reads every filter of the site, with OR groups and any run of spaces', () => {
    const groups = parse(
      `${START}  AND (tagData.teams:t3448 OR   tagData.teams:t18882) AND tagData.seasons:2024 AND ` +
        'assetData.duration:{600 TO *] AND metaData.categories:full-matches AND metaData.legacy:false AND ' +
        '(metaData.title:"cup \\"final\\"" OR metaData.tags:cup)',
    );
    expect(groups.slice(1)).toEqual([
      [
        { field: 'tagData.teams', kind: 'exact', value: 't3448' },
        { field: 'tagData.teams', kind: 'exact', value: 't18882' },
      ],
      [
        {
          field: 'tagData.seasons',
          kind: 'number',
          range: { from: { value: 2024, inclusive: true }, to: { value: 2024, inclusive: true } },
        },
      ],
      [{ field: 'assetData.duration', kind: 'number', range: { from: { value: 600, inclusive: false } } }],
      [{ field: 'metaData.categories', kind: 'exact', value: 'full-matches' }],
      [{ field: 'metaData.legacy', kind: 'flag', value: false }],
      [
        { field: 'metaData.title', kind: 'contains', value: 'cup "final"' },
        { field: 'metaData.tags', kind: 'contains', value: 'cup' },
      ],
    ]);
  });

  it('parses what the shared builder writes from the filters', () => {
    const q = buildVideoSearchQuery({
      publishedBefore: 'NOW',
      teamIds: ['t3448', 't17164'],
      seasons: [2021, 2022],
      duration: 'short',
      categories: ['highlights'],
      legacy: false,
      text: 'a "quoted" \\ title',
    });
    expect(q).toBe(
      'publicationData.startAt:[* TO NOW] AND (tagData.teams:t3448 OR tagData.teams:t17164) AND ' +
        '(tagData.seasons:2021 OR tagData.seasons:2022) AND assetData.duration:[* TO 300} AND ' +
        'metaData.categories:highlights AND metaData.legacy:false AND ' +
        '(metaData.title:"a \\"quoted\\" \\\\ title" OR metaData.tags:"a \\"quoted\\" \\\\ title")',
    );
    const groups = parse(q);
    expect(groups).toHaveLength(7);
    expect(groups[6]?.[0]).toEqual({
      field: 'metaData.title',
      kind: 'contains',
      value: 'a "quoted" \\ title',
    });
    for (const band of Object.values(VIDEO_DURATION_FILTERS)) {
      expect(() => parse(`${START} AND assetData.duration:${band.range}`)).not.toThrow();
    }
    expect(buildVideoSearchQuery({ publishedBefore: '2026-11-01T12:00:00.000Z' })).toBe(
      'publicationData.startAt:[* TO 2026-11-01T12:00:00.000Z]',
    );
  });

  it('requires a top-level start of publication (spec 001 §5)', () => {
    expect(problem('tagData.teams:t3448')).toBe(START_OF_PUBLICATION_REQUIRED);
    expect(problem(`(${START} OR tagData.teams:t3448)`)).toBe(START_OF_PUBLICATION_REQUIRED);
    expect(problem('publicationData.releaseFrom:[* TO NOW]')).toBe(START_OF_PUBLICATION_REQUIRED);
  });

  it.each([
    ['   ', 'q is empty'],
    [`${START} tagData.teams:t3448`, 'expected AND between clauses'],
    [`${START} and tagData.teams:t3448`, 'expected AND between clauses'],
    [`${START} AND NOT tagData.teams:t3448`, 'NOT is not supported (at character 40)'],
    [`${START} AND :t3448`, 'expected a field name such as tagData.teams'],
    ['publicationData.startAt:[* TO 2026-01-01T24:00:00Z]', 'is not a real date'],
    [`${START} OR tagData.teams:t3448`, 'OR only joins clauses inside parentheses'],
    [`${START} AND`, 'expected a field name such as tagData.teams (at character 39, found the end)'],
    [`${START} ANDtagData.teams:t3448`, 'expected AND between clauses'],
    [`${START} AND foo:bar`, "unknown field 'foo' at character 40"],
    [`${START} AND tagData.teams t3448`, 'expected : after tagData.teams'],
    [`${START} AND (tagData.teams:t3448 OR tagData.teams:t18882`, 'missing ) to close the group'],
    [`${START} AND (tagData.teams:t3448 AND tagData.teams:t18882)`, 'expected OR or ) inside a group'],
    [`${START} AND ((tagData.teams:t3448))`, 'groups cannot be nested'],
    [`${START} AND tagData.teams:Lionesses`, "tagData.teams takes a team id such as t3448, not 'Lionesses'"],
    [`${START} AND tagData.teams:[t1 TO t2]`, 'tagData.teams takes one value, not a range'],
    [
      `${START} AND tagData.seasons:twenty`,
      "tagData.seasons takes whole numbers (a season year such as 2024), not 'twenty'",
    ],
    [
      `${START} AND assetData.duration:[300 TO 6OO]`,
      "assetData.duration takes whole numbers (seconds), not '6OO'",
    ],
    [`${START} AND assetData.duration:[300 600]`, 'expected TO in the range of assetData.duration'],
    [`${START} AND assetData.duration:[300 TO 600`, 'expected ] or } to close the range'],
    [`${START} AND assetData.duration:[ TO 600]`, 'expected TO in the range'],
    ['publicationData.startAt:yesterday', 'publicationData.startAt takes a range such as [* TO NOW]'],
    ['publicationData.startAt:[* TO 01/11/2026]', "not '01/11/2026'"],
    ['publicationData.startAt:[* TO 2026-02-30]', "'2026-02-30' is not a real date"],
    [`${START} AND metaData.legacy:no`, 'metaData.legacy takes true or false'],
    [`${START} AND metaData.categories:Full_Matches`, 'metaData.categories takes a category slug'],
    [`${START} AND metaData.title:"cup`, 'unterminated quoted value for metaData.title'],
    [`${START} AND metaData.title:""`, 'metaData.title needs some text'],
    [`${START} AND metaData.title:cup*`, "unexpected '*' in the value of metaData.title"],
    [`${START} AND metaData.title:`, 'expected a value for metaData.title'],
  ])('refuses %j: %s', (q, message) => {
    expect(problem(q)).toContain(message);
  });

  it('says where it failed', () => {
    expect(problem(`${START} AND (tagData.teams:t3448 AND x)`)).toMatch(/at character 61, found 'A'/);
  });

  it('limits how much a query may ask', () => {
    const many = Array.from({ length: 20 }, () => 'tagData.teams:t3448').join(' AND ');
    expect(problem(`${START} AND ${many}`)).toContain('more than 20 clauses');
    const wide = Array.from({ length: 11 }, () => 'tagData.teams:t3448').join(' OR ');
    expect(problem(`${START} AND (${wide})`)).toContain('more than 10 clauses');
  });
});
