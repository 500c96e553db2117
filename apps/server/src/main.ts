// The server's entry. One process serves the port itself; with WORKERS > 1 this process forks
// that many workers (cluster-primary.ts), each of which runs this file again as a worker.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config';

/** The environment, or a clear message and exit code 1 instead of a stack trace. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = configOrExit();
// Each side imports only what it runs: the primary never loads the app.
if (config.workers > 1 && cluster.isPrimary) {
  const { runWorkers } = await import('./cluster-primary');
  runWorkers(config.workers, fileURLToPath(import.meta.url));
} else {
  const { startServer } = await import('./server');
  await startServer(config);
}
