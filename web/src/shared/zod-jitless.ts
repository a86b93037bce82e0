// Zod compiles fast parsers with `new Function` when it may, probing once with
// `new Function('')`. Our Content-Security-Policy allows no eval, so that probe
// is refused and reported as a CSP violation, though Zod carries on without it.
// Zod reads its settings from globalThis.__zod_globalConfig when it loads:
// setting `jitless` first (main.tsx imports this module before anything else)
// skips the probe. Zod itself is not loaded here.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
