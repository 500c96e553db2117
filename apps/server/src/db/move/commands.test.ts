import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-commands-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** One of the package's commands, as an administrator runs it. */
function run(script: string, args: string[], env: Record<string, string>) {
  const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete base.DATABASE_URL;
  delete base.S3_BUCKET;
  const result = spawnSync('npm', ['run', '-s', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...base, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, errors: result.stderr };
}

describe('the moving commands', () => {
  it('db:export says where it looked when DATA_DIR holds no database, and writes nothing', () => {
    const file = path.join(dataDir, 'out.sql');
    const answer = run('db:export', [file], {});
    expect(answer.status).toBe(1);
    expect(answer.errors).toContain(`No embedded database in ${path.join(dataDir, 'db')}`);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('db:import asks for DATABASE_URL before reading anything', () => {
    const answer = run('db:import', ['missing.sql'], {});
    expect(answer.status).toBe(1);
    expect(answer.errors).toContain('db:import needs DATABASE_URL');
  });
});
