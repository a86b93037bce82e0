// Prints the Firestore emulator's rules coverage for this run: how many rule
// expressions were evaluated at least once, how many of the boolean ones were
// seen both true and false, and the lines where either falls short.
// The rules specs run on a project of their own (tests/rules/setup.ts) beside
// the rest on demo-krishihaat: the coverage is the two reports added up.
const PROJECTS = ['demo-krishihaat', 'demo-krishihaat-rules'];
const url = (project) => `http://127.0.0.1:8080/emulator/v1/projects/${project}:ruleCoverage`;

const reports = [];
for (const project of PROJECTS) {
  const res = await fetch(url(project)).catch(() => null);
  if (res?.ok) reports.push(await res.json());
}
if (!reports.length) {
  console.error('rules coverage unavailable');
  process.exit(0);
}
// A report is a tree of expressions linked by `children`. Only follow those:
// `values` hold evaluation results, and an error result carries its own
// sourcePosition, which is not an expression. Expressions never evaluated
// have no `values` at all. The same rules text gives the same expressions, so
// an expression's place in the text keys it across the reports.
const byPlace = new Map();
const walk = (node) => {
  const key = `${node.sourcePosition?.currentOffset}-${node.sourcePosition?.endOffset}`;
  const known = byPlace.get(key);
  if (known) known.values = [...(known.values ?? []), ...(node.values ?? [])];
  else byPlace.set(key, { sourcePosition: node.sourcePosition, values: [...(node.values ?? [])] });
  (node.children ?? []).forEach(walk);
};
for (const report of reports) (report.report ?? []).forEach(walk);
const expressions = [...byPlace.values()];

const seen = (e) => (e.values ?? []).filter((v) => (v.count ?? 0) > 0).map((v) => v.value ?? {});
const hit = expressions.filter((e) => seen(e).length > 0);
const outcomes = (e) => new Set(seen(e).flatMap((v) => ('boolValue' in v ? [v.boolValue] : [])));
const booleans = expressions.filter((e) => outcomes(e).size > 0);
const bothWays = booleans.filter((e) => outcomes(e).size === 2);

const pct = (n, d) => (d ? ((100 * n) / d).toFixed(1) : '0.0');
const lines = (list) => [...new Set(list.map((e) => e.sourcePosition.line))].sort((a, b) => a - b).join(', ');
console.log(
  `\nRules coverage: ${hit.length}/${expressions.length} expressions evaluated (${pct(hit.length, expressions.length)}%), ` +
    `${bothWays.length}/${booleans.length} conditions seen both true and false (${pct(bothWays.length, booleans.length)}%)`,
);
const missed = expressions.filter((e) => !hit.includes(e));
if (missed.length) console.log(`  never evaluated, firestore.rules lines: ${lines(missed)}`);
const oneWay = booleans.filter((e) => !bothWays.includes(e));
if (oneWay.length) console.log(`  conditions seen only one way, lines: ${lines(oneWay)}`);
console.log(`  full reports: ${PROJECTS.map((p) => `${url(p)}.html`).join(', ')} (while the emulators run)`);
