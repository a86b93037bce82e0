// firebase-tools starts the Firestore emulator (Java) in a process group of its
// own, so when the CLI is killed before it has stopped it (a Ctrl-C while the
// functions emulator is still draining its queue, a stop that took too long),
// the Java process keeps port 8080 and the next run on the machine cannot start.
// This finds such processes of this checkout, started after this run began
// (the emulator lock makes those ours), and ends them by their id.
import { ourProcesses } from './faults.mjs';

/** Kills this run's leftover Firestore emulator processes; answers their ids. Linux only. */
export function killLeftoverEmulators() {
  const killed = [];
  for (const pid of ourProcesses(/firestore-emulator/)) {
    try {
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      // gone meanwhile
    }
  }
  return killed;
}
