// Helpers to run the Firebase Emulator Suite on machines without internet.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-krishihaat';
export const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');

/** A jar holding only a manifest (no compression: method 0), written without a JDK. */
function writeManifestJar(path, manifest) {
  const files = [
    { name: 'META-INF/', data: Buffer.alloc(0) },
    { name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') },
  ];
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.data.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(f.data.length, 20);
    central.writeUInt32LE(f.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, f.data);
    centrals.push(central, name);
    offset += local.length + name.length + f.data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([...locals, ...centrals, end]));
}

/**
 * The environment for firebase-tools. Where the Firestore emulator jar cannot be
 * downloaded but Debian's google-cloud-cli-firestore-emulator is installed, a
 * launcher jar (Main-Class + Class-Path) lets firebase-tools start it.
 */
export function emulatorEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  // The functions emulator starts a worker process for each request that finds none idle,
  // up to 50 at once: 20 simultaneous calls on a 2-core machine then boot 20 Node processes
  // side by side, and some answer after the SDK's 70 s deadline. Four at a time queue the
  // rest for the workers already warm (each still runs its own transaction, so races stay real).
  env.FUNCTIONS_EMULATOR_PARALLEL ??= '4';
  // No Google Cloud metadata server here. Without this, the Admin SDK looks for one in each
  // process, and where that address answers 403 it prints a MetadataLookupWarning.
  env.METADATA_SERVER_DETECTION ??= 'none';
  // The Firestore emulator's JVM: the client compiler only, and the serial collector. Its
  // optimising compiler and parallel collector's threads cost more CPU than they save in runs
  // of minutes on two cores (a sample of 157 emulator tests: the JVM's CPU 36-41 s -> 14 s,
  // the run's wall time 101-109 s -> 91-97 s). A JAVA_TOOL_OPTIONS of the caller's wins.
  env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  // The functions' definitions are read at start and again each time the background
  // triggers are turned back on (the seed and some tests turn them off). By default
  // firebase-tools asks a small HTTP server for them and then waits about 4 s for that
  // server to close its kept-alive connection; written to a file, they are read at once.
  if (!env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH) {
    const dir = join(ROOT, '.cache', 'functions-discovery');
    mkdirSync(dir, { recursive: true });
    env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = dir;
  }
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(DEBIAN_FIRESTORE_JAR)) {
    const dir = join(ROOT, '.cache');
    mkdirSync(dir, { recursive: true });
    const launcher = join(dir, 'firestore-emulator-launcher.jar');
    writeManifestJar(
      launcher,
      'Manifest-Version: 1.0\r\n' +
        'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n' +
        `Class-Path: ${DEBIAN_FIRESTORE_JAR}\r\n\r\n`,
    );
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  }
  return env;
}
