// The emulators' chatter (a DEBUG line per callable, an access-log line per
// request, a line per function run) goes to a log file under .cache/; the lines
// a person needs (progress, results, failures) go on to the terminal.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './emulators.mjs';

const NOISE = [
  /"severity":"DEBUG"/,
  /^i {2}hosting: \S+ - - \[/, // access log
  /^i {2}functions: (Beginning execution of|Finished) "/,
  // Without ORDER_ID_KEY the emulator uses the fixed development key (README).
  /"message":"No value found for secret parameter \\"ORDER_ID_KEY\\"/,
  /^[✔i] {2}functions(\[[^\]]+\])?: (http|firestore|auth|callable) function initialized/,
  /^[✔i] {2}functions: Loaded functions definitions/,
  /^\[hosting\] Rewriting /,
  /^⚠ {2}firestore: Env variable override detected/,
  /^⚠ {2}Unable to fetch the CLI MOTD/,
  // Expected here, and nothing a person can act on: scheduled functions need the Pub/Sub emulator
  // (the tests run them by hand), the functions run on the host's Node, firebase-tools' notice of
  // a Java it will want one day, and each emulator's own line as it starts or stops.
  /^i {2}functions\[[^\]]+\]: function ignored because the pubsub emulator does not exist/,
  /^⚠ {2}functions: Your requested "node" version "\d+" doesn't match your global version/,
  /^[⬢⚠] {2}emulators: firebase-tools will drop support for Java version/,
  /^i {2}emulators: Detected demo project ID /,
  /^i {2}functions: Watching ".*" for Cloud Functions/,
  /^i {2}firestore: Firestore Emulator logging to /,
  /^✔ {2}firestore: Firestore Emulator UI websocket is running/,
  /^i {2}hosting(\[[^\]]+\])?: Serving hosting files from/,
  /^i {2}\w+: (Stopping .*(Emulator|emulator hub)|Waiting for all functions to finish)/,
  // The seed and the tests switch the triggers off and on: a line per function each time.
  /^i {2}emulators: (Disabling|Enabling) Cloud Functions triggers/,
  /^i {2}functions\[[^\]]+\]: function temporarily disabled/,
  /^⚠ {2}emulators: The Emulator UI is not starting/,
  /^Issues\? Report them at https:\/\/github\.com\/firebase\/firebase-tools\/issues/,
];

/** Is this line emulator chatter rather than something a person needs to read? */
export const isNoise = (line) => NOISE.some((re) => re.test(line));

/**
 * Reads `stream` line by line: chatter to `.cache/<name>`, the rest to `print`.
 * Returns { path, lines() (how many went to the file), done (a promise) }.
 */
export function splitEmulatorOutput(stream, name, print = (line) => console.log(line)) {
  const path = join(ROOT, '.cache', name);
  mkdirSync(dirname(path), { recursive: true });
  const file = createWriteStream(path);
  let count = 0;
  const done = new Promise((resolve) => {
    createInterface({ input: stream })
      .on('line', (line) => {
        file.write(line + '\n');
        if (isNoise(line)) count++;
        else print(line);
      })
      .on('close', () => file.end(resolve));
  });
  return { path: relative(ROOT, path), lines: () => count, done };
}
