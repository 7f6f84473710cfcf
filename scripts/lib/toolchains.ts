/**
 * The language toolchains that check generated code samples (Python, Java,
 * PHP, Ruby, Go), and a batch check per language: one compiler or checker
 * process for all the samples of a language where the tool allows it, so a
 * check costs one start-up (one JVM for every Java sample, one `go vet` for
 * every Go sample, one Python); `php -l` and `ruby -c` take one file and
 * start in milliseconds.
 *
 * `scripts/test.sh` and `.ci/run` install the Debian packages named here
 * when a tool is missing. A missing tool skips its check only outside CI
 * (a developer's machine); with CI set the check runs and fails, naming the
 * package to install, and `scripts/test.sh` fails on any skipped test.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Toolchain {
  /** The command the check runs. */
  command: string;
  /** Arguments that make it print its version and exit 0. */
  versionArgs: string[];
  /** The Debian package that provides it. */
  debianPackage: string;
}

export const toolchains = {
  python: {command: 'python3', versionArgs: ['--version'], debianPackage: 'python3'},
  java: {command: 'javac', versionArgs: ['-version'], debianPackage: 'default-jdk-headless'},
  php: {command: 'php', versionArgs: ['-v'], debianPackage: 'php-cli'},
  ruby: {command: 'ruby', versionArgs: ['-v'], debianPackage: 'ruby'},
  go: {command: 'go', versionArgs: ['version'], debianPackage: 'golang-go'},
} satisfies Record<string, Toolchain>;

export type ToolchainName = keyof typeof toolchains;

const found = new Map<ToolchainName, boolean>();

/**
 * How `npm run test:samples` runs a request sample of each language: the
 * file it writes the copied code to, the command, and a check that the
 * toolchain can run it (with the Debian package that provides it). Python
 * runs with Debian's interpreter, which sees Debian's `requests`
 * (`python3` on PATH may be a pyenv shim that does not); PHP samples need
 * its curl extension; Java samples run as single-file source programs
 * (`java Example.java`, Java 11 or later).
 */
export interface SampleRunner {
  /** File name the code is written to, in a directory of its own. */
  file: string;
  /** Command and arguments that run the file from its directory. */
  command: string;
  args: string[];
  /** A command that exits 0 when the runner can work, and the package to install when not. */
  check: {command: string; args: string[]; debianPackage: string};
}

export const sampleRunners = {
  curl: {
    file: 'sample.sh',
    command: 'bash',
    args: ['sample.sh'],
    check: {command: 'curl', args: ['--version'], debianPackage: 'curl'},
  },
  javascript: {
    file: 'sample.mjs',
    command: process.execPath,
    args: ['sample.mjs'],
    check: {command: process.execPath, args: ['--version'], debianPackage: 'nodejs'},
  },
  node: {
    file: 'request.mjs',
    command: process.execPath,
    args: ['request.mjs'],
    check: {command: process.execPath, args: ['--version'], debianPackage: 'nodejs'},
  },
  python: {
    file: 'sample.py',
    command: '/usr/bin/python3',
    args: ['sample.py'],
    check: {
      command: '/usr/bin/python3',
      args: ['-c', 'import requests'],
      debianPackage: 'python3-requests',
    },
  },
  php: {
    file: 'sample.php',
    command: 'php',
    args: ['sample.php'],
    check: {
      command: 'php',
      args: ['-r', 'exit(function_exists("curl_init") ? 0 : 1);'],
      debianPackage: 'php-curl',
    },
  },
  ruby: {
    file: 'sample.rb',
    command: 'ruby',
    args: ['sample.rb'],
    check: {command: 'ruby', args: ['-v'], debianPackage: 'ruby'},
  },
  go: {
    file: 'main.go',
    command: 'go',
    args: ['run', 'main.go'],
    check: {command: 'go', args: ['version'], debianPackage: 'golang-go'},
  },
  java: {
    file: 'Example.java',
    command: 'java',
    // Source launch as the reader runs it; C1 only and the serial collector
    // start the in-memory compiler faster and change nothing the sample does.
    args: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', 'Example.java'],
    check: {command: 'java', args: ['-version'], debianPackage: 'default-jdk-headless'},
  },
} satisfies Record<string, SampleRunner>;

/** The Debian package a sample runner misses, or undefined when it can run. */
export function missingRunnerPackage(runner: SampleRunner): string | undefined {
  try {
    execFileSync(runner.check.command, runner.check.args, {stdio: 'ignore'});
    return undefined;
  } catch {
    return runner.check.debianPackage;
  }
}

/** Whether the toolchain's command runs on this machine (`fresh`: ask again). */
function hasToolchain(name: ToolchainName, fresh = false): boolean {
  if (fresh || !found.has(name)) {
    const {command, versionArgs} = toolchains[name];
    try {
      execFileSync(command, versionArgs, {stdio: 'ignore'});
      found.set(name, true);
    } catch {
      found.set(name, false);
    }
  }
  return found.get(name)!;
}

/**
 * Whether a check needing this toolchain should be skipped: only when the
 * tool is missing outside CI. In CI (`CI` set) it never is.
 */
export function skipWithout(name: ToolchainName, env = process.env): boolean {
  return !env.CI && !hasToolchain(name);
}

/** Throws a message naming the Debian package when the toolchain is missing. */
export function requireToolchain(name: ToolchainName, options: {fresh?: boolean} = {}): void {
  if (hasToolchain(name, options.fresh)) return;
  const {command, debianPackage} = toolchains[name];
  throw new Error(
    `${command} is not installed: install the Debian package ${debianPackage} ` +
      `(scripts/test.sh and .ci/run do when run as root).`,
  );
}

export interface Sample {
  /** A name unique in the batch, e.g. the operation id. */
  name: string;
  source: string;
}

export interface SampleFailure {
  name: string;
  output: string;
}

/** Runs a command; returns its combined output, or throws with it. */
function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  try {
    return execFileSync(command, args, {
      cwd,
      env: env ? {...process.env, ...env} : process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const {stdout, stderr, message} = error as {stdout?: string; stderr?: string; message: string};
    throw new Error(`${[stdout, stderr].filter(Boolean).join('\n').trim() || message}`);
  }
}

/** One output per file, or the error of the one failed file. */
function perFile(
  samples: Sample[],
  dir: string,
  extension: string,
  check: (file: string) => [string, string[]],
): SampleFailure[] {
  const failures: SampleFailure[] = [];
  for (const sample of samples) {
    const file = path.join(dir, `${sample.name}.${extension}`);
    fs.writeFileSync(file, sample.source);
    try {
      const [command, args] = check(file);
      run(command, args, dir);
    } catch (error) {
      failures.push({name: sample.name, output: (error as Error).message});
    }
  }
  return failures;
}

/** A directory name Java accepts as a package name. */
function javaPackage(name: string): string {
  return `sample_${name.replace(/[^A-Za-z0-9_]/g, '_').toLowerCase()}`;
}

/**
 * Checks every sample of one language in a scratch directory; returns the
 * samples that fail, each with the tool's output. Samples keep their text:
 * Java samples, all `public class Example`, each get a package line so that
 * one `javac` compiles them together; Go samples each get a directory of one
 * module, vetted with one `go vet` and checked formatted with one `gofmt -l`.
 */
export function checkSamples(
  language: ToolchainName,
  samples: Sample[],
  scratch: string,
): SampleFailure[] {
  requireToolchain(language);
  const dir = fs.mkdtempSync(path.join(scratch, `${language}-`));
  switch (language) {
    case 'python': {
      // One interpreter parses every file; the error names the file that fails.
      const files = samples.map((sample) => {
        const file = `${sample.name}.py`;
        fs.writeFileSync(path.join(dir, file), sample.source);
        return file;
      });
      const parseAll = 'import ast, sys\nfor f in sys.argv[1:]: ast.parse(open(f).read(), f)';
      try {
        run('python3', ['-c', parseAll, ...files], dir);
        return [];
      } catch (error) {
        return failuresNamed(samples, (error as Error).message, (sample) => `${sample.name}.py`);
      }
    }
    case 'php':
      return perFile(samples, dir, 'php', (file) => ['php', ['-l', file]]);
    case 'ruby':
      return perFile(samples, dir, 'rb', (file) => ['ruby', ['-c', file]]);
    case 'java': {
      const files = samples.map((sample) => {
        const pkg = javaPackage(sample.name);
        fs.mkdirSync(path.join(dir, pkg));
        const file = path.join(pkg, 'Example.java');
        fs.writeFileSync(path.join(dir, file), `package ${pkg};\n${sample.source}`);
        return file;
      });
      try {
        run('javac', ['-proc:none', '-d', 'classes', ...files], dir);
        return [];
      } catch (error) {
        return failuresNamed(samples, (error as Error).message, (sample) =>
          javaPackage(sample.name),
        );
      }
    }
    case 'go': {
      fs.writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
      const files = samples.map((sample) => {
        fs.mkdirSync(path.join(dir, sample.name));
        const file = path.join(sample.name, 'main.go');
        fs.writeFileSync(path.join(dir, file), sample.source);
        return file;
      });
      const offline = {GOPROXY: 'off', GOFLAGS: '-mod=mod', GO111MODULE: 'on'};
      const failures: SampleFailure[] = [];
      try {
        run('go', ['vet', './...'], dir, offline);
      } catch (error) {
        failures.push(...failuresNamed(samples, (error as Error).message, (s) => s.name));
      }
      // gofmt -l lists the files whose formatting differs; -e reports every syntax error.
      let unformatted = '';
      try {
        unformatted = run('gofmt', ['-l', '-e', ...files], dir);
      } catch (error) {
        unformatted = (error as Error).message;
      }
      for (const sample of samples) {
        if (unformatted.includes(`${sample.name}/main.go`)) {
          failures.push({name: sample.name, output: `not gofmt-clean:\n${unformatted.trim()}`});
        }
      }
      return failures;
    }
  }
}

/** Attributes a batch tool's output to the samples it names (all, if none is named). */
function failuresNamed(
  samples: Sample[],
  output: string,
  marker: (sample: Sample) => string,
): SampleFailure[] {
  const named = samples.filter((sample) => output.includes(marker(sample)));
  return (named.length > 0 ? named : samples).map((sample) => ({name: sample.name, output}));
}

/** A readable report of failures, one block per sample. */
export function formatFailures(language: ToolchainName, failures: SampleFailure[]): string {
  return failures
    .map((failure) => `${language} sample ${failure.name}:\n${failure.output}`)
    .join('\n\n');
}
