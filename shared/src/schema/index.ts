/**
 * The valibot functions the site validates with, one copy on the page (issue 22's first-load
 * budget): shared through Module Federation like the other entries, so the shell and every remote
 * use the shell's copy instead of each bundling its own (about 3 KB gzip per app). Module
 * Federation shares a module whole, so this names exactly what the apps use, not all of valibot
 * (about 4 KB gzip instead of 12). Browser code imports valibot only through here (biome.json
 * refuses 'valibot' itself there); a function not named here is a type error, so add it here.
 * services/ is not bundled and imports valibot directly.
 */
export type {
  GenericSchema,
  InferInput,
  InferOutput,
  ObjectEntries,
  OptionalSchema,
} from 'valibot';
export {
  array,
  boolean,
  check,
  email,
  finite,
  forward,
  getDotPath,
  integer,
  is,
  isoDate,
  isoTimeSecond,
  isoTimestamp,
  lazy,
  length,
  literal,
  looseObject,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  nullish,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  strictObject,
  string,
  toLowerCase,
  transform,
  trim,
  union,
  unknown,
  url,
  variant,
} from 'valibot';
