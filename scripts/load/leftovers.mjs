// firebase-tools starts the Firestore emulator (Java) in a process group of its
// own, so when the CLI is killed before it has stopped it (a Ctrl-C while the
// functions emulator is still draining its queue, a stop that took too long),
// the Java process keeps port 8080 and the next run on the machine cannot start.
// This finds such processes of this checkout, started after this run began
// (the emulator lock makes those ours), and ends them by their id.
import { readdirSync, readFileSync } from 'node:fs';
import { ROOT } from '../lib/emulators.mjs';

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
function startTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

/** Kills this run's leftover Firestore emulator processes; answers their ids. Linux only. */
export function killLeftoverEmulators() {
  if (process.platform !== 'linux') return [];
  const since = startTicks(process.pid);
  const killed = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (!cmd.includes(ROOT) || !/firestore-emulator/.test(cmd) || startTicks(pid) < since) continue;
      process.kill(Number(pid), 'SIGKILL');
      killed.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return killed;
}
