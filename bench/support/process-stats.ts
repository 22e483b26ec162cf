// What a bench reads of the server's process from /proc (Linux only): memory and CPU time.
import { readFileSync, writeFileSync } from 'node:fs';

/** Resident and peak-resident memory of a process, in MiB. */
export function memory(pid: number | undefined) {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used: on a shared machine, steadier than wall time. */
export function cpuSeconds(pid: number | undefined) {
  const fields = pid ? readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') : undefined;
  // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 a second on Linux).
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : Number.NaN;
}

/** Starts the peak-resident count (VmHWM) afresh, so it no longer holds what came before. */
export function resetPeak(pid: number | undefined) {
  if (pid) writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
