import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {securityHeadersOptions} from '../../config/security-headers';
import {MCP_ENV_FILE} from '../../lib/host-files/names';
import {parseArguments} from '../../lib/mcp/arguments';
import {renderMcpEnv} from '../../plugins/security-headers/nginx';
import {identity, mcpPackage} from '../../src/identity';

/**
 * deploy/docs-mcp.service, the unit that runs the MCP server behind nginx's
 * /mcp, against deploy/nginx.conf and src/identity.ts: the same port as the
 * proxy, the build's _mcp.env (the docs' host and origin) as its allowed
 * Host and Origin, the package the build publishes.
 */
const deploy = path.join(__dirname, '../../deploy');
const unit = fs.readFileSync(path.join(deploy, 'docs-mcp.service'), 'utf8');
const nginx = fs.readFileSync(path.join(deploy, 'nginx.conf'), 'utf8');
const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];

describe('deploy/docs-mcp.service', () => {
  const env = Object.fromEntries(
    renderMcpEnv(securityHeadersOptions.canonicalOrigin)
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split('=') as [string, string]),
  );
  const command = setting('ExecStart')!
    .replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? `<no ${name}>`)
    .split(/\s+/);

  it("runs the server over HTTP on nginx's upstream port, allowing the docs' host and origin", () => {
    const args = parseArguments(command.slice(2));
    expect(args.http).toBe(true);
    expect(args.host).toBe('127.0.0.1');
    const upstream = /proxy_pass http:\/\/127\.0\.0\.1:(\d+); # mcp-upstream$/m.exec(nginx)?.[1];
    expect(String(args.port)).toBe(upstream);
    expect(args.allowedHosts).toEqual([new URL(identity.urls.docs).hostname]);
    expect(args.allowedOrigins).toEqual([new URL(identity.urls.docs).origin]);
  });

  it("reads the build's _mcp.env and runs the unpacked package the build publishes", () => {
    const root = /^\s*root (\S+); # root$/m.exec(nginx)?.[1];
    expect(setting('EnvironmentFile')).toBe(`${root}/${MCP_ENV_FILE}`);
    expect(command[1]).toBe('/srv/docs/mcp/server.cjs');
    const glob = /tar -xzf \/srv\/docs\/build\/(\S+) /.exec(unit)?.[1];
    expect(glob).toBeDefined();
    const pattern = new RegExp(`^${glob!.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
    expect(mcpPackage.path.slice(1)).toMatch(pattern);
  });

  it('runs without privileges and restarts on failure', () => {
    for (const line of [
      'DynamicUser=yes',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'Restart=on-failure',
    ]) {
      expect(unit).toContain(`\n${line}\n`);
    }
  });
});
