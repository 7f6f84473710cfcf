/**
 * Renders one HTTP request as a complete, runnable program in each sample
 * language. Pure string building: no network, no dependencies.
 */

/** A request, ready to be written as code. */
export interface SampleRequest {
  method: string;
  /** Server URL plus path, path parameters already substituted and encoded. */
  url: string;
  /** Query parameters in order, not yet encoded. */
  query: [string, string][];
  /** Request headers in order. */
  headers: [string, string][];
  /** JSON body, if the operation takes one. */
  body?: unknown;
  /** How to read a successful response. */
  responseType: 'json' | 'text';
}

const INDENT = '  ';

function json(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent);
}

/** A double-quoted string literal valid in JavaScript, Python, Go and Java. */
function quoted(text: string): string {
  return JSON.stringify(text);
}

/** An object literal key: bare when it is an identifier, quoted otherwise. */
function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function phpQuote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function rubyQuote(text: string): string {
  return JSON.stringify(text).replace(/#(?=[{$@])/g, '\\#');
}

function encodedQuery(query: [string, string][]): string {
  return new URLSearchParams(query).toString();
}

function fullUrl(request: SampleRequest): string {
  return request.query.length > 0 ? `${request.url}?${encodedQuery(request.query)}` : request.url;
}

function indentLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

/** A Python literal for a JSON value (True, False, None; nested, indented). */
function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + pythonLiteral(item, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${pad}${quoted(key)}: ${pythonLiteral(item, level + 1)}`)
    .join(',\n')},\n${end}}`;
}

export function curl(request: SampleRequest): string {
  const lines: string[] = [];
  const useDataUrlencode = request.body === undefined && request.query.length > 0;
  if (useDataUrlencode) {
    const method = request.method === 'GET' ? '-G' : `-G -X ${request.method}`;
    lines.push(`curl ${method} ${shellQuote(request.url)}`);
    for (const [name, value] of request.query) {
      lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
    }
  } else {
    const method = request.method === 'GET' ? '' : `-X ${request.method} `;
    lines.push(`curl ${method}${shellQuote(fullUrl(request))}`);
  }
  for (const [name, value] of request.headers) {
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined) {
    lines.push(`-d ${shellQuote(json(request.body))}`);
  }
  return lines.join(' \\\n  ') + '\n';
}

function jsFetchOptions(request: SampleRequest, indent: string): string[] {
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${quoted(request.method)},`);
  if (request.headers.length > 0) {
    options.push('headers: {');
    for (const [name, value] of request.headers) {
      options.push(`${INDENT}${quoted(name)}: ${quoted(value)},`);
    }
    options.push('},');
  }
  if (request.body !== undefined) {
    options.push(`body: JSON.stringify(${json(request.body).replace(/\n/g, `\n${indent}`)}),`);
  }
  return options;
}

/** Browser JavaScript: fetch with promises, so it also runs outside modules. */
function javascript(request: SampleRequest): string {
  const lines: string[] = [];
  let urlExpression = quoted(request.url);
  if (request.query.length > 0) {
    lines.push('const params = new URLSearchParams({');
    for (const [name, value] of request.query) {
      lines.push(`${INDENT}${propertyName(name)}: ${quoted(value)},`);
    }
    lines.push('});', '');
    urlExpression = `\`${request.url}?\${params}\``;
  }
  const options = jsFetchOptions(request, INDENT);
  if (options.length > 0) {
    lines.push(`fetch(${urlExpression}, {`);
    for (const option of options) lines.push(INDENT + option);
    lines.push('})');
  } else {
    lines.push(`fetch(${urlExpression})`);
  }
  if (request.responseType === 'text') {
    lines.push(
      '  .then((response) => response.text())',
      '  .then((text) => console.log(text))',
      '  .catch((error) => console.error(error));',
    );
  } else {
    lines.push(
      '  .then((response) => response.json())',
      '  .then((body) => {',
      '    if (body.code !== 2000) throw new Error(`${body.code}: ${body.message}`);',
      '    console.log(body.result);',
      '  })',
      '  .catch((error) => console.error(error));',
    );
  }
  return lines.join('\n') + '\n';
}

/** Node.js 18 or later, as an ES module (top-level await, built-in fetch). */
function node(request: SampleRequest): string {
  const lines = ['// Node.js 18 or later. Save as request.mjs and run: node request.mjs', ''];
  lines.push(`const url = new URL(${quoted(request.url)});`);
  for (const [name, value] of request.query) {
    lines.push(`url.searchParams.set(${quoted(name)}, ${quoted(value)});`);
  }
  lines.push('');
  const options = jsFetchOptions(request, INDENT);
  if (options.length > 0) {
    lines.push('const response = await fetch(url, {');
    for (const option of options) lines.push(INDENT + option);
    lines.push('});');
  } else {
    lines.push('const response = await fetch(url);');
  }
  if (request.responseType === 'text') {
    lines.push(
      'const text = await response.text();',
      'if (!response.ok) {',
      '  throw new Error(`HTTP ${response.status}: ${text}`);',
      '}',
      'console.log(text);',
    );
  } else {
    lines.push(
      'const body = await response.json();',
      'if (!response.ok) {',
      '  throw new Error(`${body.code}: ${body.message}`);',
      '}',
      'console.log(body.result);',
    );
  }
  return lines.join('\n') + '\n';
}

/** Python 3 with the requests package. */
function python(request: SampleRequest): string {
  const args = [quoted(request.url)];
  if (request.query.length > 0) {
    args.push(`params=${pythonLiteral(Object.fromEntries(request.query), 1)}`);
  }
  const headers = request.headers.filter(([name]) => name !== 'Content-Type');
  if (headers.length > 0) {
    args.push(`headers=${pythonLiteral(Object.fromEntries(headers), 1)}`);
  }
  if (request.body !== undefined) args.push(`json=${pythonLiteral(request.body, 1)}`);
  args.push('timeout=10');
  const lines = [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `    ${arg},`),
    ')',
  ];
  if (request.responseType === 'text') {
    lines.push('response.raise_for_status()', 'print(response.text)');
  } else {
    lines.push(
      'body = response.json()',
      'if response.status_code != 200:',
      "    raise RuntimeError(f\"{body['code']}: {body['message']}\")",
      'print(body["result"])',
    );
  }
  return lines.join('\n') + '\n';
}

/** PHP 7.3 or later with the curl extension. */
function php(request: SampleRequest): string {
  const lines = ['<?php', ''];
  let urlExpression = phpQuote(request.url);
  if (request.query.length > 0) {
    lines.push('$query = http_build_query([');
    for (const [name, value] of request.query) {
      lines.push(`    ${phpQuote(name)} => ${phpQuote(value)},`);
    }
    lines.push(']);', '');
    urlExpression = `${phpQuote(`${request.url}?`)} . $query`;
  }
  if (request.body !== undefined) {
    lines.push("$payload = <<<'JSON'", json(request.body, 4), 'JSON;', '');
  }
  lines.push(`$ch = curl_init(${urlExpression});`, 'curl_setopt_array($ch, [');
  lines.push('    CURLOPT_RETURNTRANSFER => true,');
  if (request.method !== 'GET') {
    lines.push(`    CURLOPT_CUSTOMREQUEST => ${phpQuote(request.method)},`);
  }
  if (request.headers.length > 0) {
    lines.push('    CURLOPT_HTTPHEADER => [');
    for (const [name, value] of request.headers) {
      lines.push(`        ${phpQuote(`${name}: ${value}`)},`);
    }
    lines.push('    ],');
  }
  if (request.body !== undefined) lines.push('    CURLOPT_POSTFIELDS => $payload,');
  lines.push(
    ']);',
    '',
    '$response = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    '',
  );
  if (request.responseType === 'text') {
    lines.push(
      'if ($status !== 200) {',
      '    throw new RuntimeException("HTTP $status: $response");',
      '}',
      'echo $response;',
    );
  } else {
    lines.push(
      '$body = json_decode($response, true);',
      'if ($status !== 200) {',
      "    throw new RuntimeException($body['code'] . ': ' . $body['message']);",
      '}',
      "print_r($body['result']);",
    );
  }
  return lines.join('\n') + '\n';
}

const RUBY_CLASSES: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  DELETE: 'Delete',
  PATCH: 'Patch',
};

/** Ruby with the standard library (net/http, json). */
function ruby(request: SampleRequest): string {
  const lines = ['require "net/http"', 'require "json"', ''];
  lines.push(`uri = URI(${rubyQuote(request.url)})`);
  if (request.query.length > 0) {
    lines.push('uri.query = URI.encode_www_form(');
    lines.push(
      ...request.query.map(([name, value]) => `  ${rubyQuote(name)} => ${rubyQuote(value)},`),
    );
    lines.push(')');
  }
  lines.push('', `request = Net::HTTP::${RUBY_CLASSES[request.method]}.new(uri)`);
  for (const [name, value] of request.headers) {
    lines.push(`request[${rubyQuote(name)}] = ${rubyQuote(value)}`);
  }
  if (request.body !== undefined) {
    lines.push("request.body = <<~'JSON'", indentLines(json(request.body), INDENT), 'JSON');
  }
  lines.push(
    '',
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
    '  http.request(request)',
    'end',
  );
  if (request.responseType === 'text') {
    lines.push(
      'raise "HTTP #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)',
      'puts response.body',
    );
  } else {
    lines.push(
      'body = JSON.parse(response.body)',
      'raise "#{body["code"]}: #{body["message"]}" unless response.is_a?(Net::HTTPSuccess)',
      'puts body["result"]',
    );
  }
  return lines.join('\n') + '\n';
}

/** Go with the standard library; prints the status and the raw body. */
function go(request: SampleRequest): string {
  const hasQuery = request.query.length > 0;
  const hasBody = request.body !== undefined;
  const imports = ['"fmt"', '"io"', '"net/http"'];
  if (hasQuery) imports.push('"net/url"');
  if (hasBody) imports.push('"strings"');
  const tab = '\t';
  const lines = ['package main', '', 'import (', ...imports.map((name) => tab + name), ')', ''];
  lines.push('func main() {');
  let urlExpression = quoted(request.url);
  if (hasQuery) {
    lines.push(`${tab}params := url.Values{}`);
    for (const [name, value] of request.query) {
      lines.push(`${tab}params.Set(${quoted(name)}, ${quoted(value)})`);
    }
    lines.push('');
    urlExpression = `${quoted(`${request.url}?`)}+params.Encode()`;
  }
  let bodyExpression = 'nil';
  if (hasBody) {
    const text = json(request.body);
    const literal = text.includes('`') ? quoted(text) : `\`${text}\``;
    lines.push(`${tab}payload := strings.NewReader(${literal})`);
    bodyExpression = 'payload';
  }
  lines.push(
    `${tab}req, err := http.NewRequest(${quoted(request.method)}, ${urlExpression}, ${bodyExpression})`,
    `${tab}if err != nil {`,
    `${tab}${tab}panic(err)`,
    `${tab}}`,
  );
  for (const [name, value] of request.headers) {
    lines.push(`${tab}req.Header.Set(${quoted(name)}, ${quoted(value)})`);
  }
  lines.push(
    '',
    `${tab}res, err := http.DefaultClient.Do(req)`,
    `${tab}if err != nil {`,
    `${tab}${tab}panic(err)`,
    `${tab}}`,
    `${tab}defer res.Body.Close()`,
    '',
    `${tab}data, err := io.ReadAll(res.Body)`,
    `${tab}if err != nil {`,
    `${tab}${tab}panic(err)`,
    `${tab}}`,
    `${tab}fmt.Println(res.StatusCode, string(data))`,
    '}',
  );
  return lines.join('\n') + '\n';
}

/** Java 11 or later with java.net.http; prints the status and the raw body. */
function java(request: SampleRequest): string {
  const hasQuery = request.query.length > 0;
  const imports = [
    'java.net.URI',
    ...(hasQuery ? ['java.net.URLEncoder'] : []),
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
    ...(hasQuery ? ['java.nio.charset.StandardCharsets'] : []),
  ];
  const lines = [...imports.map((name) => `import ${name};`), '', 'public class Example {'];
  lines.push('    public static void main(String[] args) throws Exception {');
  const body = '        ';
  let urlExpression = quoted(request.url);
  if (hasQuery) {
    lines.push(`${body}String query = String.join("&",`);
    request.query.forEach(([name, value], index) => {
      const separator = index === request.query.length - 1 ? ');' : ',';
      lines.push(
        `${body}    ${quoted(`${name}=`)} + URLEncoder.encode(${quoted(value)}, StandardCharsets.UTF_8)${separator}`,
      );
    });
    urlExpression = `${quoted(`${request.url}?`)} + query`;
  }
  lines.push(`${body}HttpRequest request = HttpRequest.newBuilder()`);
  lines.push(`${body}    .uri(URI.create(${urlExpression}))`);
  for (const [name, value] of request.headers) {
    lines.push(`${body}    .header(${quoted(name)}, ${quoted(value)})`);
  }
  if (request.body !== undefined) {
    lines.push(
      `${body}    .method(${quoted(request.method)}, HttpRequest.BodyPublishers.ofString(`,
      `${body}        ${quoted(JSON.stringify(request.body))}))`,
    );
  } else if (request.method === 'GET') {
    lines.push(`${body}    .GET()`);
  } else {
    lines.push(
      `${body}    .method(${quoted(request.method)}, HttpRequest.BodyPublishers.noBody())`,
    );
  }
  lines.push(
    `${body}    .build();`,
    '',
    `${body}HttpResponse<String> response = HttpClient.newHttpClient()`,
    `${body}    .send(request, HttpResponse.BodyHandlers.ofString());`,
    `${body}System.out.println(response.statusCode());`,
    `${body}System.out.println(response.body());`,
    '    }',
    '}',
  );
  return lines.join('\n') + '\n';
}

/** Every renderer, keyed by the language `value` of sample-languages.ts. */
export const renderers: Record<string, (request: SampleRequest) => string> = {
  curl,
  js: javascript,
  node,
  python,
  php,
  ruby,
  go,
  java,
};
