// The one region of every function, named once: the functions' options, the
// web app's callables and the tests read it from here. firebase.json's Hosting
// rewrite must name it too (the hosting emulator would otherwise proxy /api to
// us-central1); a unit test (functions/src/deploy-config.test.ts) keeps the two equal.
// Mumbai: closest to the farmers and buyers.
// The value itself is in region.json: web/vite.config.ts reads it there, as Node can
// load a JSON file from this CommonJS package but not its TypeScript modules.
import region from './region.json';

export const REGION: string = region;
