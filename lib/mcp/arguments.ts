/** The command line of `npm run mcp` (scripts/mcp.ts). */
export interface McpArguments {
  http: boolean;
  port: number;
  host: string;
  buildDir: string;
  allowedHosts: string[];
  allowedOrigins: string[];
}

/** Reads the command line; throws with a usage message on a bad one. */
export function parseArguments(
  argv: readonly string[],
  defaults: {buildDir: string} = {buildDir: 'build'},
): McpArguments {
  const result: McpArguments = {
    http: false,
    port: 4020,
    host: '127.0.0.1',
    buildDir: defaults.buildDir,
    allowedHosts: [],
    allowedOrigins: [],
  };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--http') result.http = true;
    else if (flag === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new Error(`--port takes a port number, 0 to 65535.`);
      }
      result.port = port;
    } else if (flag === '--host') result.host = value();
    else if (flag === '--build') result.buildDir = value();
    else if (flag === '--allowed-host') result.allowedHosts.push(value());
    else if (flag === '--allowed-origin') result.allowedOrigins.push(value());
    else {
      throw new Error(
        `Unknown option ${flag}. Usage: npm run mcp [-- --http [--port 4020] [--host 127.0.0.1] [--allowed-host NAME] [--allowed-origin URL]] [--build DIR]`,
      );
    }
  }
  return result;
}
