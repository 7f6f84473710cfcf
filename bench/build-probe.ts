/**
 * Runs a build and records what bench/phases.ts needs: every output
 * line with the time it arrived, and the resident memory of the build's whole
 * process tree (the npm wrapper, Docusaurus, its worker threads, the bundler's
 * native memory, Pagefind's binary...) sampled from /proc a few times a second.
 * The sum over the tree is the memory the machine must have free for the build.
 * Each sample also has the tree's CPU time so far: CPU seconds per phase move
 * much less than wall time when other work shares the machine.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import type {LogLine, RssSample} from './phases';

export interface ProbedBuild {
  status: number | null;
  start: number;
  end: number;
  lines: LogLine[];
  samples: RssSample[];
  /** The highest sample, bytes. */
  peakRss: number;
}

const PAGE_SIZE = 4096;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime + cutime + cstime, seconds: its own CPU time and that of its exited children. */
  cpu: number;
}

/** Parent pid and CPU time of each process in /proc (Linux). */
function processes(): Map<number, ProcStat> {
  const map = new Map<number, ProcStat>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: read after the last ')'.
      // Fields from there: state, ppid, ... utime (12th), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      map.set(Number(entry), {ppid: Number(fields[1]), cpu: ticks / TICKS});
    } catch {
      // The process ended between readdir and read.
    }
  }
  return map;
}

/**
 * The resident set (bytes) and CPU time (seconds, exited children included)
 * of `root` and all its descendants.
 */
export function treeUsage(root: number): {rss: number; cpu: number} {
  const procs = processes();
  const parent = new Map([...procs].map(([pid, stat]) => [pid, stat.ppid]));
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let rss = 0;
  let cpu = 0;
  for (const pid of tree) {
    cpu += procs.get(pid)?.cpu ?? 0;
    try {
      const resident = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      rss += resident * PAGE_SIZE;
    } catch {
      // Gone already.
    }
  }
  return {rss, cpu};
}

/** Runs `command` in `cwd` with `env`, writing its output to `logFile` as it comes. */
export function probeBuild(options: {
  command: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  intervalMs?: number;
  echo?: (line: string) => void;
}): Promise<ProbedBuild> {
  const {command, cwd, env, logFile, intervalMs = 250, echo} = options;
  const log = fs.createWriteStream(logFile);
  const lines: LogLine[] = [];
  const samples: RssSample[] = [];
  const start = Date.now();
  const child = spawn(command[0], command.slice(1), {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  const onData = (buffered: {rest: string}) => (chunk: Buffer) => {
    const at = Date.now();
    log.write(chunk);
    const text = buffered.rest + chunk.toString('utf8');
    const parts = text.split('\n');
    buffered.rest = parts.pop() ?? '';
    for (const part of parts) {
      lines.push({at, text: part});
      echo?.(part);
    }
  };
  const out = {rest: ''};
  const err = {rest: ''};
  child.stdout.on('data', onData(out));
  child.stderr.on('data', onData(err));
  const sample = () => {
    if (child.pid) samples.push({at: Date.now(), ...treeUsage(child.pid)});
  };
  const timer = setInterval(sample, intervalMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(timer);
      const end = Date.now();
      for (const rest of [out.rest, err.rest]) if (rest) lines.push({at: end, text: rest});
      log.end();
      resolve({
        status,
        start,
        end,
        lines,
        samples,
        peakRss: samples.reduce((max, s) => Math.max(max, s.rss), 0),
      });
    });
  });
}
