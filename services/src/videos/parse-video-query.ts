// The q of GET /videos/search: a small subset of the Lucene query-string syntax the real video API
// takes, enough for the site's filters and no more (services/README.md, "Video search").
//
//   query    = group *( " AND " group )
//   group    = clause / "(" clause *( " OR " clause ) ")"
//   clause   = field ":" value
//   value    = range / phrase / word
//   range    = ( "[" / "{" ) bound " TO " bound ( "]" / "}" )     ; [ ] keep a bound, { } leave it out
//   bound    = "*" / "NOW" / ISO 8601 date or date-time / whole number
//   phrase   = DQUOTE *( char / "\" char ) DQUOTE
//   word     = 1*( letter / digit / "-" / "_" / "." )
//
// Spaces around AND, OR and TO may be any run of spaces; the keywords are upper case. Anything else
// (NOT, nested groups, wildcards, a missing AND) is refused with the character it failed at, and a
// query without a top-level publicationData.startAt range is refused (spec 001 §5).
import { VIDEO_SEARCH_FIELDS, type VideoSearchField } from '@club/shared/contracts';

export const MAX_GROUPS = 20;
export const MAX_CLAUSES_PER_GROUP = 10;

/** Spec 001 §5: "Video search always requires a start of publication". */
export const START_OF_PUBLICATION_REQUIRED = `q must include a ${VIDEO_SEARCH_FIELDS.startAt} range such as ${VIDEO_SEARCH_FIELDS.startAt}:[* TO NOW] (video search always requires a start of publication)`;

export interface Bound<T> {
  value: T;
  inclusive: boolean;
}
export interface Range<T> {
  from?: Bound<T>;
  to?: Bound<T>;
}

/** One clause, checked and typed for its field. */
export type Condition =
  | { field: 'publicationData.startAt' | 'publicationData.releaseFrom'; kind: 'time'; range: Range<Date> }
  | { field: 'assetData.duration' | 'tagData.seasons'; kind: 'number'; range: Range<number> }
  | { field: 'tagData.teams' | 'metaData.categories'; kind: 'exact'; value: string }
  | { field: 'metaData.legacy'; kind: 'flag'; value: boolean }
  | { field: 'metaData.title' | 'metaData.tags'; kind: 'contains'; value: string };

/** Groups that must all match; within a group, any one condition. */
export type VideoQuery = Condition[][];

export class QueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}

type RawValue =
  | { kind: 'word'; text: string }
  | { kind: 'phrase'; text: string }
  | { kind: 'range'; from: string; to: string; fromInclusive: boolean; toInclusive: boolean };

const FIELDS = new Set<string>(Object.values(VIDEO_SEARCH_FIELDS));
const WORD_CHAR = /[A-Za-z0-9_.-]/;
const FIELD_CHAR = /[A-Za-z.]/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;
const TEAM_ID = /^t\d+$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Parses and checks q; `now` is what NOW means (the server clock). */
export function parseVideoQuery(q: string, now: Date): VideoQuery {
  const reader = new Reader(q);
  const groups: Condition[][] = [];
  reader.skipSpaces();
  if (reader.atEnd()) throw new QueryError('q is empty');
  for (;;) {
    groups.push(readGroup(reader, now));
    if (groups.length > MAX_GROUPS)
      throw new QueryError(`q has more than ${MAX_GROUPS} clauses joined by AND`);
    const spaced = reader.skipSpaces();
    if (reader.atEnd()) break;
    if (!spaced || !reader.keyword('AND')) {
      throw reader.error(
        reader.peekKeyword() === 'OR'
          ? 'OR only joins clauses inside parentheses'
          : 'expected AND between clauses (NOT and implicit operators are not supported)',
      );
    }
    reader.skipSpaces();
  }
  if (!groups.some((group) => group.length === 1 && group[0]?.field === VIDEO_SEARCH_FIELDS.startAt)) {
    throw new QueryError(START_OF_PUBLICATION_REQUIRED);
  }
  return groups;
}

function readGroup(reader: Reader, now: Date): Condition[] {
  if (!reader.take('(')) return [readClause(reader, now)];
  const clauses: Condition[] = [];
  for (;;) {
    reader.skipSpaces();
    if (reader.peek() === '(') throw reader.error('groups cannot be nested');
    clauses.push(readClause(reader, now));
    if (clauses.length > MAX_CLAUSES_PER_GROUP) {
      throw reader.error(`a group has more than ${MAX_CLAUSES_PER_GROUP} clauses`);
    }
    reader.skipSpaces();
    if (reader.take(')')) return clauses;
    if (reader.atEnd()) throw reader.error('missing ) to close the group');
    if (!reader.keyword('OR')) throw reader.error('expected OR or ) inside a group');
  }
}

function readClause(reader: Reader, now: Date): Condition {
  const start = reader.position;
  const field = reader.readWhile(FIELD_CHAR);
  if (!field) throw reader.error('expected a field name such as tagData.teams');
  if (field === 'NOT') throw new QueryError(`NOT is not supported (at character ${start + 1})`);
  if (!FIELDS.has(field)) {
    throw new QueryError(
      `unknown field '${field}' at character ${start + 1}; fields are ${[...FIELDS].join(', ')}`,
    );
  }
  if (!reader.take(':')) throw reader.error(`expected : after ${field}`);
  const value = readValue(reader, field);
  return toCondition(field as VideoSearchField, value, now);
}

function readValue(reader: Reader, field: string): RawValue {
  const open = reader.peek();
  if (open === '[' || open === '{') {
    reader.take(open);
    reader.skipSpaces();
    const from = reader.readUntil(/[\s\]}]/);
    if (!from) throw reader.error(`expected a lower bound in the range of ${field}`);
    if (!reader.skipSpaces() || !reader.keyword('TO'))
      throw reader.error(`expected TO in the range of ${field}`);
    reader.skipSpaces();
    const to = reader.readUntil(/[\s\]}]/);
    if (!to) throw reader.error(`expected an upper bound in the range of ${field}`);
    reader.skipSpaces();
    const close = reader.peek();
    if (close !== ']' && close !== '}') throw reader.error(`expected ] or } to close the range of ${field}`);
    reader.take(close);
    return { kind: 'range', from, to, fromInclusive: open === '[', toInclusive: close === ']' };
  }
  if (open === '"') {
    reader.take('"');
    let text = '';
    for (;;) {
      const c = reader.next();
      if (c === undefined) throw reader.error(`unterminated quoted value for ${field}`);
      if (c === '"') break;
      if (c === '\\') {
        const escaped = reader.next();
        if (escaped === undefined) throw reader.error(`unterminated quoted value for ${field}`);
        text += escaped;
      } else text += c;
    }
    return { kind: 'phrase', text };
  }
  const word = reader.readWhile(WORD_CHAR);
  if (!word) {
    throw reader.error(
      open === undefined ? `expected a value for ${field}` : `unexpected '${open}' in the value of ${field}`,
    );
  }
  const after = reader.peek();
  if (after !== undefined && !/[\s)]/.test(after))
    throw reader.error(`unexpected '${after}' in the value of ${field}`);
  return { kind: 'word', text: word };
}

function toCondition(field: VideoSearchField, value: RawValue, now: Date): Condition {
  switch (field) {
    case 'publicationData.startAt':
    case 'publicationData.releaseFrom': {
      if (value.kind !== 'range') throw new QueryError(`${field} takes a range such as [* TO NOW]`);
      const time = (text: string) => parseTime(field, text, now);
      return { field, kind: 'time', range: toRange(value, time) };
    }
    case 'assetData.duration':
    case 'tagData.seasons': {
      const unit = field === 'assetData.duration' ? 'seconds' : 'a season year such as 2024';
      const number = (text: string) => {
        if (!WHOLE_NUMBER.test(text))
          throw new QueryError(`${field} takes whole numbers (${unit}), not '${text}'`);
        return Number(text);
      };
      if (value.kind === 'range') return { field, kind: 'number', range: toRange(value, number) };
      const exact = number(value.text);
      return {
        field,
        kind: 'number',
        range: { from: { value: exact, inclusive: true }, to: { value: exact, inclusive: true } },
      };
    }
    case 'tagData.teams':
    case 'metaData.categories': {
      if (value.kind === 'range') throw new QueryError(`${field} takes one value, not a range`);
      const pattern = field === 'tagData.teams' ? TEAM_ID : SLUG;
      const example =
        field === 'tagData.teams' ? 'a team id such as t3448' : 'a category slug such as highlights';
      if (!pattern.test(value.text)) throw new QueryError(`${field} takes ${example}, not '${value.text}'`);
      return { field, kind: 'exact', value: value.text };
    }
    case 'metaData.legacy': {
      if (value.kind !== 'word' || (value.text !== 'true' && value.text !== 'false')) {
        throw new QueryError(`${field} takes true or false`);
      }
      return { field, kind: 'flag', value: value.text === 'true' };
    }
    case 'metaData.title':
    case 'metaData.tags': {
      if (value.kind === 'range')
        throw new QueryError(`${field} takes a word or a quoted phrase, not a range`);
      const text = value.text.trim().replace(/\s+/g, ' ');
      if (!text) throw new QueryError(`${field} needs some text`);
      return { field, kind: 'contains', value: text };
    }
  }
}

function toRange<T>(value: Extract<RawValue, { kind: 'range' }>, parse: (text: string) => T): Range<T> {
  const range: Range<T> = {};
  if (value.from !== '*') range.from = { value: parse(value.from), inclusive: value.fromInclusive };
  if (value.to !== '*') range.to = { value: parse(value.to), inclusive: value.toInclusive };
  return range;
}

function parseTime(field: string, text: string, now: Date): Date {
  if (text.toUpperCase() === 'NOW') return now;
  if (!ISO_DATE.test(text)) {
    throw new QueryError(
      `${field} takes *, NOW or an ISO 8601 date such as 2026-11-01T12:00:00Z, not '${text}'`,
    );
  }
  // Date accepts 30 February (as 2 March); a day or time that does not exist is refused instead.
  const [year, month, day, hour = 0, minute = 0, second = 0] = (text.match(/\d+/g) ?? []).map(Number);
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day));
  if (
    calendar.getUTCMonth() !== (month ?? 1) - 1 ||
    calendar.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new QueryError(`${field}: '${text}' is not a real date`);
  }
  // A date or time without a zone is read as UTC, so the answer does not depend on the server's zone.
  const zoned = /T/.test(text) && !/(Z|[+-]\d{2}:\d{2})$/.test(text) ? `${text}Z` : text;
  return new Date(zoned);
}

/** A cursor over q that knows where it is, so every error can say which character it failed at. */
class Reader {
  position = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.position >= this.text.length;
  }
  peek(): string | undefined {
    return this.text[this.position];
  }
  next(): string | undefined {
    const c = this.text[this.position];
    if (c !== undefined) this.position++;
    return c;
  }
  take(expected: string): boolean {
    if (!this.text.startsWith(expected, this.position)) return false;
    this.position += expected.length;
    return true;
  }
  /** Skips spaces; true if there were any. */
  skipSpaces(): boolean {
    const start = this.position;
    while (/\s/.test(this.peek() ?? '')) this.position++;
    return this.position > start;
  }
  /** An upper-case keyword ending where a word would (space, bracket or the end). */
  keyword(word: 'AND' | 'OR' | 'TO'): boolean {
    if (!this.text.startsWith(word, this.position)) return false;
    if (!/^$|[\s)\]}]/.test(this.text[this.position + word.length] ?? '')) return false;
    this.position += word.length;
    return true;
  }
  peekKeyword(): string | undefined {
    return /^[A-Za-z]+/.exec(this.text.slice(this.position))?.[0];
  }
  readWhile(allowed: RegExp): string {
    const start = this.position;
    while (allowed.test(this.peek() ?? '\n')) this.position++;
    return this.text.slice(start, this.position);
  }
  readUntil(stop: RegExp): string {
    const start = this.position;
    while (!this.atEnd() && !stop.test(this.peek() ?? '')) this.position++;
    return this.text.slice(start, this.position);
  }
  error(problem: string): QueryError {
    const found = this.atEnd() ? 'the end' : `'${this.peek()}'`;
    return new QueryError(`${problem} (at character ${this.position + 1}, found ${found})`);
  }
}
