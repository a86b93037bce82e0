/**
 * The names by which the marketPage function and index.html's route script
 * (web/build/route-preload.ts) find each other: the id of the JSON block that
 * carries the first page in the HTML, and the meta tag with the query it answers.
 * The values are in first-page-names.json, which the web build reads there, as
 * Node can load a JSON file from this CommonJS package but not its TypeScript
 * modules (as region.json).
 */
import names from './first-page-names.json';

export const FIRST_PAGE_ID: string = names.blockId;
export const FIRST_PAGE_QUERY_META: string = names.queryMeta;
