import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Turning the emulator's background triggers back on (the hub's switch, which
// `setTriggers` and `clearSeeded` in tests/helpers/env.ts use) reloads every
// function: the functions emulator stops all its idle workers, and each function
// called after that starts a new one, about a second of CPU each. The files that
// use the switch therefore run first, before the other files have started their
// workers, instead of wherever vitest's own order puts them.
const SWITCH = /\b(setTriggers|clearSeeded)\(/;

function usesSwitch(spec: TestSpecification): boolean {
  try {
    return SWITCH.test(readFileSync(spec.moduleId, 'utf8'));
  } catch {
    return false;
  }
}

export class TriggerSwitchFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = new Set(sorted.filter(usesSwitch));
    return [...first, ...sorted.filter((f) => !first.has(f))];
  }
}
