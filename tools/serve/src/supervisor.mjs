import cluster from 'node:cluster';
import { once } from 'node:events';

/**
 * @typedef {object} Service One kind of process: the API, the shell, or a remote's origin.
 * @property {string} name
 * @property {string} exec the script a worker runs
 * @property {string[]} [execArgv]
 * @property {string} [cwd]
 * @property {Record<string, string>} [env]
 * @property {number} [workers] processes sharing the service's port (Node's cluster); 1 unless said
 */

// A worker that keeps crashing is restarted later and later (up to 10 s), not in a tight loop.
const restartDelay = (recentCrashes) => Math.min(10_000, 100 * 2 ** recentCrashes);

/**
 * The supervisor (ADR 080): this process is Node's cluster primary and runs each service's workers as
 * child processes; a worker that exits without being asked to (a crash, kill -9, out of memory) is
 * started again. start() resolves once every worker of the services listens; close() asks each worker to
 * stop (SIGTERM: its own bounded graceful shutdown) and kills what is left after `killAfterMs`.
 * @param {{ log?: (line: string) => void, killAfterMs?: number }} options
 */
export function createSupervisor({ log = console.log, killAfterMs = 10_000 } = {}) {
  if (!cluster.isPrimary) throw new Error('The supervisor runs in the primary process only.');
  // Each worker accepts its connections from the shared listening socket itself (SCHED_NONE), rather than
  // being handed them one at a time by this process (Node's round robin, its default on Linux). Round robin
  // sends a worker its next connection only once that worker's event loop has taken the last one: under a
  // flood of unique URLs a busy worker took about ten a second, new visitors queued here behind the flood's
  // own connections, and a cached page waited 8–11 s (ADR 120). Now a connection goes to whichever worker
  // is free to take it, and one busy worker never holds the others' visitors. NODE_CLUSTER_SCHED_POLICY=rr
  // still chooses round robin. Node freezes the policy at the first fork.
  if (process.env.NODE_CLUSTER_SCHED_POLICY !== 'rr') cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  /** @type {Map<import('node:cluster').Worker, Service>} */
  const running = new Map();
  const crashes = new Map();

  function fork(service) {
    cluster.setupPrimary({ exec: service.exec, execArgv: service.execArgv ?? [], cwd: service.cwd });
    const worker = cluster.fork({ ...service.env, KEEPSAKE_SERVICE: service.name });
    running.set(worker, service);
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (stopping) return;
      const now = Date.now();
      const recent = (crashes.get(service.name) ?? []).filter((at) => now - at < 60_000);
      crashes.set(service.name, [...recent, now]);
      const delay = restartDelay(recent.length);
      log(`${service.name} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      setTimeout(() => stopping || fork(service), delay).unref();
    });
    return worker;
  }

  /** @param {Service} service */
  async function start(service) {
    const workers = Array.from({ length: Math.max(1, service.workers ?? 1) }, () => fork(service));
    await Promise.all(
      workers.map((worker) =>
        Promise.race([
          once(worker, 'listening'),
          once(worker, 'exit').then(([code, signal]) => {
            throw new Error(`${service.name} exited before it listened (${signal ?? `code ${code}`})`);
          }),
        ]),
      ),
    );
  }

  async function close() {
    stopping = true;
    const exits = [...running.keys()].map(async (worker) => {
      if (worker.isDead()) return;
      const exited = once(worker, 'exit');
      worker.process.kill('SIGTERM');
      const timer = setTimeout(() => worker.process.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
    });
    await Promise.all(exits);
  }

  /** The workers' process ids by service (for tests and logs). */
  const pids = () => [...running].map(([worker, service]) => ({ service: service.name, pid: worker.process.pid }));

  return { start, close, pids };
}
