// `npm run reset`: back to the demo data. Deletes the data `npm start` keeps
// between runs; if the emulators are running now, also clears and re-seeds them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { emulatorsRunning, loginTable, seed } from './seed.mjs';

const DATA_DIR = '.emulator-data';

rmSync(join(ROOT, DATA_DIR), { recursive: true, force: true });
console.log(`Deleted ${DATA_DIR}/ (the data kept between runs).`);

if (await emulatorsRunning()) {
  try {
    await seed({ clear: true });
    console.log('The running emulators were cleared and the demo data loaded again.');
    console.log(`\nDemo logins:\n${loginTable()}`);
  } catch (e) {
    console.error(`Re-seeding the running emulators failed: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 1;
  }
} else {
  console.log('The next `npm start` loads the demo data.');
}
