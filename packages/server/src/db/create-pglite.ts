// Started by openPglite on a new DATA_DIR: creates and migrates the embedded database, then exits,
// taking the memory initdb grew with it. Usage: node create-pglite.ts <dir>
import { createPglite } from './database.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: node create-pglite.ts <dir>');
await createPglite(dataDir);
