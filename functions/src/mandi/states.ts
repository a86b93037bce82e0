import { STATES } from '../shared/india';

// State names as Agmarknet and the 2015 pincode directory write them, made the
// names our profiles use (shared/india-data.ts), so a record from "Keralam" is
// a Kerala district's price. Names are compared by letters and digits only, "&"
// read as "and": "JAMMU & KASHMIR" is "Jammu and Kashmir". A name neither here
// nor in our list is kept as it came (trimmed): its districts still have a
// centroid, so the nearest-district fallback can use them.

const compact = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

/** Old, local and misspelt names -> ours. */
const ALIASES: Record<string, string> = {
  keralam: 'Kerala',
  orissa: 'Odisha',
  chattisgarh: 'Chhattisgarh',
  chhatisgarh: 'Chhattisgarh',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  telengana: 'Telangana',
  nctofdelhi: 'Delhi',
  newdelhi: 'Delhi',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  // Merged into one union territory in 2020.
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
};

const OURS = new Map(STATES.map((s) => [compact(s), s]));

/** Our name of a state as a record spells it. */
export function canonicalState(name: string): string {
  const key = compact(name);
  return OURS.get(key) ?? ALIASES[key] ?? name.trim();
}
