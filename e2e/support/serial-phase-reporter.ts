/**
 * A Playwright reporter that tells whoever runs the suite when its serial phase ('site-serial')
 * begins (SERIAL_PHASE): it writes the file that `CLUB_E2E_SERIAL_PHASE_FILE` names as that phase's first test
 * starts, or as the run ends if the phase never started. scripts/test.ts starts the services tests
 * on PostgreSQL then: the serial phase runs one spec at a time and leaves most of a core idle,
 * while beside the first phase, which keeps both cores busy, they only slowed it down.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from '@playwright/test/reporter';
import { SERIAL_PHASE } from './serial.ts';

export const SERIAL_PHASE_FILE_ENV = 'CLUB_E2E_SERIAL_PHASE_FILE';

export default class SerialPhaseReporter implements Reporter {
  #told = false;

  #tell(why: string) {
    const file = process.env[SERIAL_PHASE_FILE_ENV];
    if (this.#told || !file) return;
    this.#told = true;
    writeFileSync(file, `${why}\n`);
  }

  onTestBegin(test: TestCase) {
    if (test.parent.project()?.name === SERIAL_PHASE) this.#tell('the serial phase began');
  }

  onEnd() {
    this.#tell('the run ended');
  }

  printsToStdio() {
    return false;
  }
}
