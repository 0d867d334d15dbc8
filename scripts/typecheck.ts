/** `npm run typecheck`: strict type-check of every workspace, two at a time (the machines have 2 cores). */
import path from 'node:path';
import { ROOT } from './lib/deploy.ts';
import { runQuiet } from './lib/run.ts';
import { TYPECHECK_PROJECTS } from './lib/workspaces.ts';

const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
const queue = [...TYPECHECK_PROJECTS];
const failures: string[] = [];

async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { code, output } = await runQuiet(tsc, ['--noEmit', '-p', project]);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}`);
    if (code !== 0) {
      failures.push(project);
      console.log(output);
    }
  }
}

await Promise.all([worker(), worker()]);
if (failures.length > 0) {
  console.error(`Type errors in: ${failures.join(', ')}`);
  process.exit(1);
}
