// npm run test:pg: the API tests against a real PostgreSQL. Each test app makes its own
// database on the server at DATABASE_URL and drops it afterwards.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'npm run test:pg needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}
const env = { ...process.env, TEST_DATABASE_URL: url };
delete env.DATABASE_URL;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
