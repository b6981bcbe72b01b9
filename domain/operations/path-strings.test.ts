import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * An API path is written once, in its operation (domain/operations/): the server registers the
 * route from it, the permission table and the isolation examples derive from it, and the web
 * calls it with `call`. A path string written anywhere else drifts from it unseen. This scans
 * the source that ships (web, server, domain) and the isolation matrix's world and examples (not
 * other tests nor their harness) for string literals and template strings that are API paths, or
 * route keys such as `GET /api/...`. Comments are not code: the scan reads the syntax tree, not
 * the text.
 */

const root = path.resolve(import.meta.dirname, '../..');

const scanned = ['web', 'server', 'domain'];

/** Not shipped code, or the one place paths are declared. */
function skipped(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    file.startsWith('domain/operations/') ||
    // Where the prefix itself is declared.
    file === 'domain/operation.ts' ||
    // The tests' harness: the workloads and crash cycles ask by address, as any client would
    // (the isolation matrix's world and examples call operations).
    file.startsWith('server/test/')
  );
}

/** `/api`, `/api/…`, `/api?…`, or a route key `METHOD /api/…`. */
const apiPath = /^(?:(?:GET|HEAD|POST|PUT|PATCH|DELETE) )?\/api(?:[/?]|$)/;

function sourceFiles(): string[] {
  return scanned.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !skipped(file)),
  );
}

/** Fastify's shorthand methods: `app.post('/colors', …)` registers a route by its path. */
const routeMethods = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'all']);
const mayRegister = /\.(?:get|head|post|put|patch|delete|options|all)\(\s*['"`]\//;

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
}

/** `{ schema: { hide: true } }`: a page or the document itself, not an API operation. */
function hidden(options: ts.Node | undefined): boolean {
  if (!options || !ts.isObjectLiteralExpression(options)) return false;
  return options.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) &&
      property.name.getText() === 'schema' &&
      ts.isObjectLiteralExpression(property.initializer) &&
      property.initializer.properties.some(
        (inner) =>
          ts.isPropertyAssignment(inner) &&
          inner.name.getText() === 'hide' &&
          inner.initializer.kind === ts.SyntaxKind.TrueKeyword,
      ),
  );
}

/** The path of a server route registered by hand (its path under the API's prefix). */
function handRoute(node: ts.Node): ts.Node | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
  const [path, options] = node.arguments;
  const text = path && literalText(path);
  if (!routeMethods.has(node.expression.name.text) || !text?.startsWith('/')) return;
  return hidden(options) ? undefined : path;
}

/**
 * Each path string of a source text, as `line: text`: an API path, or (on the server) the path of
 * a route registered by hand instead of from its operation.
 */
function pathStrings(
  file: string,
  text = fs.readFileSync(path.join(root, file), 'utf8'),
): string[] {
  const routes = file.startsWith('server/') && mayRegister.test(text);
  // Most files name no path at all: only those that might are parsed.
  if (!text.includes('/api') && !routes) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal = literalText(node);
    const at = literal !== undefined && apiPath.test(literal) ? node : routes && handRoute(node);
    if (at) {
      const { line } = source.getLineAndCharacterOfPosition(at.getStart(source));
      found.push(`${line + 1}: ${at.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API path strings', () => {
  const files = sourceFiles();

  it('are written only in the operations', () => {
    const stray = files.flatMap((file) => pathStrings(file).map((at) => `${file}:${at}`));
    expect(stray, 'call(operation, input) or the operation’s path instead').toEqual([]);
  });

  it('are found in literals, templates and route keys, not in comments', () => {
    const probe = [
      '// GET /api/comment is prose',
      "const a = '/api/one';",
      `const b = \`/api/two/\${a}\`;`,
      "const c = { 'POST /api/three': 1 };",
      "const d = 'https://example.com/api/v2';",
      'const e = <a href="/api/four">x</a>;',
    ].join('\n');
    expect(pathStrings('probe.tsx', probe)).toEqual([
      "2: '/api/one'",
      `3: \`/api/two/\${a}\``,
      "4: 'POST /api/three'",
      '6: "/api/four"',
    ]);
  });

  it('are found in server routes registered by hand, not in pages', () => {
    const probe = [
      "app.post('/colors', { schema: {} }, handler);",
      "app.get('/m/*', { schema: { hide: true } }, page);",
      'app.delete(`/listings/:id`, handler);',
      "params.get('id');",
    ].join('\n');
    expect(pathStrings('server/probe.ts', probe)).toEqual(["1: '/colors'", '3: `/listings/:id`']);
    expect(pathStrings('web/probe.ts', probe)).toEqual([]);
  });
});
