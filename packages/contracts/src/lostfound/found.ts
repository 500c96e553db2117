import { z } from 'zod';
import { idSchema, pageInfoSchema } from '../common/api';
import { daysBetween } from '../common/date';
import { distanceKm } from './gazetteer';
import {
  LOST_FIELDS,
  LOST_KINDS,
  lostReportSchema,
  reportSchema,
  type LostField,
  type LostKind,
  type LostPatternName,
  type ReportDirection,
} from './report';

/**
 * Found reports (issue 18): a finder reports a person, animal or thing they found, with a photo
 * and a place. They sit in the same table as the spec's lost reports, with direction 'found'.
 * A finder knows what they see, not who the guardian is: a found form has the kind's describing
 * fields, no contact fields (the finder is reached through Messages), and Remarks for where the
 * subject is now.
 */
const FOUND_LEAVES_OUT = new Set([
  'lostLocation',
  'lostDate',
  'lostTime',
  'address',
  'guardianName',
  'guardianPhone',
  'guardianAddress',
  'profession',
  'taxNumber',
  'contactPerson',
  'phoneNumber',
  'remarks',
]);

const foundWhereWhen = (locationPattern?: LostPatternName): LostField[] => [
  {
    name: 'foundLocation',
    label: 'Found location',
    input: 'text',
    max: 100,
    required: true,
    ...(locationPattern ? { pattern: locationPattern } : {}),
  },
  { name: 'foundDate', label: 'Found date', input: 'date', max: 10, required: true },
  { name: 'foundTime', label: 'Found time', input: 'time', max: 5 },
];

const REMARKS: LostField = { name: 'remarks', label: 'Remarks', input: 'textarea', max: 1000 };

const foundFields = (kind: LostKind, locationPattern?: LostPatternName): readonly LostField[] => [
  ...foundWhereWhen(locationPattern),
  ...LOST_FIELDS[kind].filter((field) => !FOUND_LEAVES_OUT.has(field.name)),
  REMARKS,
];

/** The fields of each found form; the location follows the lost form's pattern of its kind. */
export const FOUND_FIELDS: Record<LostKind, readonly LostField[]> = {
  human: foundFields('human', 'lettersAndSpaces'),
  animal: foundFields('animal', 'lettersAndSpaces'),
  material: foundFields('material'),
};

export const FOUND_INPUT_SCHEMAS = {
  human: reportSchema(FOUND_FIELDS.human),
  animal: reportSchema(FOUND_FIELDS.animal),
  material: reportSchema(FOUND_FIELDS.material),
} as const;

/** The fields of a report of either direction. */
export function reportFields(kind: LostKind, direction: ReportDirection): readonly LostField[] {
  return direction === 'found' ? FOUND_FIELDS[kind] : LOST_FIELDS[kind];
}

/** Where and when, by direction: the spec's lost* names, or found* for a found report. */
export const WHERE_WHEN_FIELDS = {
  lost: { location: 'lostLocation', date: 'lostDate', time: 'lostTime' },
  found: { location: 'foundLocation', date: 'foundDate', time: 'foundTime' },
} as const;

/** POST (multipart) and GET (paged list, `reports`) of found reports of a kind. */
export const FOUND_PATHS = {
  human: '/api/v1/lostnfound/found/humans',
  animal: '/api/v1/lostnfound/found/animals',
  material: '/api/v1/lostnfound/found/materials',
} as const;

export const foundListResponseSchema = pageInfoSchema.extend({
  success: z.boolean(),
  reports: z.array(lostReportSchema),
});

/**
 * The matching rule: a lost and a found report are a possible match when all of these hold.
 * - the same kind, opposite directions, both open, different authors;
 * - both places are known cities (the gazetteer) at most `maxKm` apart;
 * - the found date is from `daysBefore` days before the lost date to `daysAfter` days after it
 *   (a day before: people misremember the day, or report late at night);
 * - if both give a gender, it is the same;
 * - at least `minCommonWords` words in common in the describing fields (`MATCH_FIELDS`), words
 *   being letters or digits, at least 3 long, case ignored, minus `MATCH_STOP_WORDS`.
 */
export const MATCH_RULE = {
  maxKm: 50,
  daysBefore: 1,
  daysAfter: 30,
  minCommonWords: 2,
} as const;

/** The fields whose words are compared (not kingdom, phylum or class: every dog shares them). */
export const MATCH_FIELDS: Record<LostKind, readonly string[]> = {
  human: ['name', 'skinColor', 'eyeColor', 'hairColor', 'profession', 'remarks'],
  animal: ['name', 'order', 'family', 'bodyColor', 'eyeColor', 'remarks'],
  material: ['materialType', 'brandName', 'remarks'],
};

export const MATCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'the',
  'and',
  'with',
  'near',
  'was',
  'has',
  'for',
  'from',
  'found',
  'lost',
  'color',
  'colour',
]);

/** The words of a report's describing fields, as the rule compares them. */
export function matchWords(kind: LostKind, fields: Record<string, string>): Set<string> {
  const words = new Set<string>();
  for (const name of MATCH_FIELDS[kind])
    for (const word of (fields[name] ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      if (word.length >= 3 && !MATCH_STOP_WORDS.has(word)) words.add(word);
  return words;
}

/** The words two reports share, sorted. */
export function commonWords(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((word) => b.has(word)).sort();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The found dates a lost date matches, as an inclusive YYYY-MM-DD range. */
export function foundDateWindow(lostDate: string): { from: string; to: string } {
  const day = Date.parse(`${lostDate}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    from: iso(day - MATCH_RULE.daysBefore * DAY_MS),
    to: iso(day + MATCH_RULE.daysAfter * DAY_MS),
  };
}

/** What the rule needs of a report. */
export interface MatchSide {
  kind: LostKind;
  direction: ReportDirection;
  authorId: string;
  date: string;
  point: { lat: number; lng: number } | null;
  fields: Record<string, string>;
}

/** The shared words when two reports are a possible match under `MATCH_RULE`, else null. */
export function matchOf(a: MatchSide, b: MatchSide): string[] | null {
  if (a.kind !== b.kind || a.direction === b.direction || a.authorId === b.authorId) return null;
  const [lost, found] = a.direction === 'lost' ? [a, b] : [b, a];
  if (!lost.point || !found.point || distanceKm(lost.point, found.point) > MATCH_RULE.maxKm)
    return null;
  const days = daysBetween(lost.date, found.date);
  if (days < -MATCH_RULE.daysBefore || days > MATCH_RULE.daysAfter) return null;
  const genders = [lost.fields.gender ?? '', found.fields.gender ?? ''];
  if (genders[0] && genders[1] && genders[0] !== genders[1]) return null;
  const words = commonWords(matchWords(a.kind, lost.fields), matchWords(a.kind, found.fields));
  return words.length >= MATCH_RULE.minCommonWords ? words : null;
}

/** A possible match as its authors see it: the other side's report and the words in common. */
export const lostMatchSchema = z.object({
  _id: idSchema,
  /** The viewer's own report of the pair. */
  mine: z.object({
    _id: idSchema,
    kind: z.enum(LOST_KINDS),
    title: z.string(),
    direction: z.enum(['lost', 'found']),
  }),
  other: lostReportSchema,
  words: z.array(z.string()),
  distanceKm: z.number(),
  createdAt: z.string(),
});
export type LostMatch = z.infer<typeof lostMatchSchema>;

export const lostMatchListResponseSchema = pageInfoSchema.extend({
  success: z.boolean(),
  matches: z.array(lostMatchSchema),
});
export type LostMatchListResponse = z.infer<typeof lostMatchListResponseSchema>;

/** The e-mail each author gets, once per match. */
export function matchMailText(options: {
  fullname: string;
  mineTitle: string;
  otherDirection: ReportDirection;
  otherTitle: string;
  place: string;
  date: string;
  words: string[];
  link: string;
}): { subject: string; text: string } {
  const { fullname, mineTitle, otherDirection, otherTitle, place, date, words, link } = options;
  const verb = otherDirection === 'found' ? 'found' : 'lost';
  return {
    subject: `A possible match for your report: ${mineTitle}`,
    text: [
      `Hello ${fullname},`,
      '',
      `Someone reported "${otherTitle}" ${verb} at ${place} on ${date}, and it may be what your report "${mineTitle}" is about.`,
      `Words in common: ${words.join(', ')}.`,
      '',
      `See both reports and message the other person: ${link}`,
      '',
      'Vedann Lost and Found',
    ].join('\n'),
  };
}

/**
 * Fields a poster never prints: the contact fields and the names of the people to reach (the
 * poster's QR leads to the report, where signed-in people can message the author).
 */
export const POSTER_PRIVATE_FIELDS: ReadonlySet<string> = new Set([
  'address',
  'guardianName',
  'guardianPhone',
  'guardianAddress',
  'contactPerson',
  'phoneNumber',
  'taxNumber',
]);

/** The web page of one report, which a poster's QR code opens. */
export const reportPagePath = (id: string) => `/lostnfound/report/${id}`;
