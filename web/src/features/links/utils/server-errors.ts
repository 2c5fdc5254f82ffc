// Puts the server's refusal of a link control next to its field. The API names the field at the
// start of its message ("Invalid maxVisits: …", "Invalid redirectRules: rule 2 …", "Invalid
// split: variant 3 …", "The following fields have an invalid type: tags"); anything else stays a
// form-level message.
import type { LinkFormValues } from './link-form';

type ControlField = Exclude<
  keyof LinkFormValues,
  'domain' | 'team' | 'destination' | 'slug' | 'removePassword'
>;

export type ServerFieldError =
  | { field: ControlField; message: string }
  /** `rule` counts from 0. */
  | { field: 'redirectRules'; rule: number; message: string }
  /** `variant` counts from 0; `part` is the variant's field the message is about. */
  | { field: 'split'; variant: number; part: 'destination' | 'weight'; message: string };

const FIELDS: Record<string, ControlField> = {
  validFrom: 'validFrom',
  expiresAt: 'expiresAt',
  dates: 'expiresAt',
  maxVisits: 'maxVisits',
  expiredUrl: 'expiredUrl',
  password: 'password',
  tags: 'tags',
  tag: 'tags',
  title: 'title',
  notes: 'notes',
  redirectStatus: 'redirectStatus',
  forwardQuery: 'forwardQuery',
  crawlable: 'crawlable',
  redirectRules: 'redirectRules',
  // One message for the whole card: it is shown on the Preview card fields as a group.
  preview: 'preview',
  // A message naming no variant ("a split has 2 to 8 variants") shows on the split as a group.
  split: 'split',
};

const INVALID_TYPES = 'The following fields have an invalid type: ';

/** The fields a server message is about; empty when it names none of the controls. */
export function serverFieldErrors(message: string): ServerFieldError[] {
  if (message.startsWith(INVALID_TYPES)) {
    return message
      .slice(INVALID_TYPES.length)
      .split(',')
      .map((name) => FIELDS[name.trim()])
      .filter((field): field is ControlField => field !== undefined)
      .map((field) => ({ field, message }));
  }
  const named = /^Invalid ([A-Za-z]+)\b/.exec(message);
  const field = named ? FIELDS[named[1]!] : undefined;
  if (!field) return [];
  const rule = /^Invalid redirectRules: rule (\d+)\b/.exec(message);
  if (field === 'redirectRules' && rule) {
    return [{ field, rule: Number(rule[1]) - 1, message }];
  }
  // src/domain/split.rs: "variant N needs a weight …", "… needs an http or https destination",
  // "… repeats another variant's destination".
  const variant = /^Invalid split: variant (\d+) (.*)$/s.exec(message);
  if (field === 'split' && variant) {
    const part = /\bweight\b/.test(variant[2]!) ? 'weight' : 'destination';
    return [{ field, variant: Number(variant[1]) - 1, part, message }];
  }
  return [{ field, message }];
}
