import { buildCli } from './cli/build-cli.ts';

/**
 * Builds the CLI once for the whole run. Built per test file, one file's build emptied `dist`
 * (tsup cleans it) while another file's test ran the bin: "Cannot find module dist/verba.js".
 */
export default function setup() {
  buildCli();
}
