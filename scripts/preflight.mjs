// `node scripts/preflight.mjs start|test`: stops at once, with one sentence per
// missing prerequisite, before `npm start` or `npm test` starts anything.
import { findProblems } from './lib/prereqs.mjs';

const what = process.argv[2] === 'test' ? 'test' : 'start';
const problems = await findProblems(what);
for (const p of problems) console.error(`Cannot run \`npm ${what}\`: ${p}`);
process.exitCode = problems.length ? 1 : 0;
