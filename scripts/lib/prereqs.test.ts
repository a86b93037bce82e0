import { describe, expect, it } from 'vitest';
import {
  atLeast,
  chromiumMajor,
  chromiumProblem,
  javaMajor,
  javaProblem,
  minimumNode,
  nodeProblem,
  portsProblem,
} from './prereqs.mjs';

describe('Node.js version', () => {
  it('reads the lowest version from package.json engines', () => {
    expect(minimumNode('>=20.19')).toBe('20.19.0');
    expect(minimumNode('>=22')).toBe('22.0.0');
  });
  it('compares versions part by part', () => {
    expect(atLeast('v20.19.0', '20.19.0')).toBe(true);
    expect(atLeast('v22.1.0', '20.19.0')).toBe(true);
    expect(atLeast('v20.9.0', '20.19.0')).toBe(false);
    expect(atLeast('v18.20.4', '20.19.0')).toBe(false);
  });
  it('accepts the README version and newer', () => {
    expect(nodeProblem('v20.19.0', '>=20.19')).toBeNull();
    expect(nodeProblem('v24.0.0', '>=20.19')).toBeNull();
  });
  it('names the version found, the one needed and where to get it', () => {
    expect(nodeProblem('v18.20.4', '>=20.19')).toBe(
      'Node.js 18.20.4 is too old: Krishi Haat needs Node.js 20.19.0 or newer (https://nodejs.org, or `nvm install 22`).',
    );
  });
});

describe('Java', () => {
  it('reads the major version of both numbering schemes', () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(javaMajor('java version "1.8.0_391"')).toBe(8);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
  });
  it('accepts Java 17 and newer', () => {
    expect(javaProblem('openjdk version "17.0.15" 2025-04-15')).toBeNull();
    expect(javaProblem('openjdk version "21.0.2" 2024-01-16')).toBeNull();
  });
  it('says Java is missing and how to install it', () => {
    expect(javaProblem(null)).toBe(
      'Java is missing: the Firestore and Auth emulators run on it; install Java 17 or newer (on Debian: `apt-get install -y openjdk-17-jre-headless`).',
    );
  });
  it('says an old Java is too old', () => {
    expect(javaProblem('openjdk version "11.0.2" 2019-01-15')).toBe(
      'Java 11 is too old for the emulators: install Java 17 or newer (on Debian: `apt-get install -y openjdk-17-jre-headless`).',
    );
    expect(javaProblem('java version "1.8.0_391"')).toMatch(/^Java 8 is too old/);
  });
});

describe('Chromium', () => {
  it('is fine when the binary exists', () => {
    expect(chromiumProblem('/usr/bin/chromium', true)).toBeNull();
  });
  it('says where it looked and how to install it', () => {
    expect(chromiumProblem('/usr/bin/chromium', false)).toBe(
      'Chromium is missing at /usr/bin/chromium: the end-to-end tests drive it; install it with `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  });
  it('reads the major version from `chromium --version`', () => {
    expect(chromiumMajor('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(156);
    expect(chromiumMajor('Google Chrome 142.0.7444.59 \n')).toBe(142);
    expect(chromiumMajor('')).toBeNull();
  });
  it('refuses a Chromium older than 155, whose offline switch leaves navigator.onLine true', () => {
    expect(chromiumProblem('/usr/bin/chromium', true, 'Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)')).toBe(
      'Chromium 150 at /usr/bin/chromium is too old: the offline tests need 155 or newer (in 150, going offline leaves navigator.onLine true); update it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH to a newer Chromium or Chrome.',
    );
    expect(chromiumProblem('/usr/bin/chromium', true, 'Chromium 155.0.8059.79 built on Debian')).toBeNull();
    expect(chromiumProblem('/usr/bin/chromium', true, null)).toBeNull();
  });
});

describe('ports', () => {
  it('is fine when no port answers', () => {
    expect(portsProblem([])).toBeNull();
  });
  it('names one busy port', () => {
    expect(portsProblem([['firestore', 8080]])).toBe(
      'Port 8080 (firestore) is already in use: another `npm start`, `npm test` or emulator is running; stop it (Ctrl-C in its terminal) and try again.',
    );
  });
  it('names every busy port', () => {
    expect(
      portsProblem([
        ['hosting', 5000],
        ['auth', 9099],
      ]),
    ).toMatch(/^Ports 5000 \(hosting\), 9099 \(auth\) are already in use:/);
  });
});
