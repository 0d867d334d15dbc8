/**
 * Each e2e worker drives a copy of the whole site of its own (support/serve-copies.ts starts them):
 * worker k's copy listens on DESIGN.md's ports moved by k × PORT_STEP, serves a deployment of its
 * own and keeps its own services data. So a spec that moves the services' test clock, injects a
 * fault, reads the collectors, counts an account's devices or releases a remote changes nothing
 * the other worker's specs see, and every spec runs beside another.
 */
import { PORT_OFFSET_ENV, type Ports, portsAt } from '../../scripts/lib/apps.ts';
import { DEPLOY_DIR, releasesFileIn } from '../../scripts/lib/deploy.ts';

/** The folder each copy's services keep their data in (a folder of their own inside it). */
export const DATA_ENV = 'CLUB_E2E_SERVICES_DATA';
/** What support/serve-copies.ts prints once every copy answers. */
export const ALL_COPIES_UP = 'Every copy of the site is up.';

/** As many copies as workers: two cores, a browser and the servers of each of two specs at a time. */
export const SITE_COPIES = 2;
/**
 * The copy the match-day suite serves (playwright.match-day.config.ts), after the workers' copies:
 * `npm test` runs that suite beside the main one, so it needs ports of its own.
 */
export const MATCH_DAY_COPY = SITE_COPIES;
/**
 * Names the copy a suite's workers drive when it is not their slot's (the match-day config sets it);
 * the main suite's workers each drive the copy of their slot.
 */
export const SITE_COPY_ENV = 'CLUB_E2E_SITE_COPY';
/** How far apart the copies' ports are: copy 1's shell on 3100, its services on 4100. */
const PORT_STEP = 100;
/**
 * The dev-reload check's ports (e2e/dev/), after every copy's, so it can run beside the e2e suites.
 */
export const DEV_RELOAD_PORT_OFFSET = (MATCH_DAY_COPY + 1) * PORT_STEP;
export const DEV_RELOAD_PORTS: Ports = portsAt(DEV_RELOAD_PORT_OFFSET);

export interface SiteCopy {
  index: number;
  /** How far its ports are moved from DESIGN.md's. */
  offset: number;
  ports: Ports;
  /** Its deployment: the e2e build's own folder for the first, a copy of it for the others. */
  deployDir: string;
  /** The environment of the repo's scripts (serve, release, rollback) working on this copy. */
  env: Record<string, string>;
}

export function siteCopy(index: number): SiteCopy {
  if (!Number.isInteger(index) || index < 0 || index > MATCH_DAY_COPY)
    throw new Error(
      `The e2e suite serves ${SITE_COPIES} copies of the site, one per worker, and the match-day suite copy ${MATCH_DAY_COPY}; there is no copy ${index} (run with --workers ${SITE_COPIES} or fewer).`,
    );
  const offset = index * PORT_STEP;
  const deployDir = index === 0 ? DEPLOY_DIR : `${DEPLOY_DIR}-copy-${index}`;
  return {
    index,
    offset,
    ports: portsAt(offset),
    deployDir,
    env: { [PORT_OFFSET_ENV]: String(offset), CLUB_DEPLOY_DIR: deployDir },
  };
}

/**
 * This worker's copy: the one its suite names, else its slot's (Playwright numbers its workers'
 * slots from 0; outside a worker, the first).
 */
export const SITE = siteCopy(Number(process.env[SITE_COPY_ENV] ?? process.env.TEST_PARALLEL_INDEX ?? 0));

/** This copy's release history. */
export const SITE_RELEASES_FILE = releasesFileIn(SITE.deployDir);
