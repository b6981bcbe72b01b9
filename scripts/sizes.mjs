// Lists what is over the project's sizes: a function of the web's .tsx files (a React component,
// mostly) over 150 lines, a server or domain source file over 400 (tests and their harness
// aside). With --check it fails on any. Biome has both rules, but its line count skips what lies
// inside JSX and comments: a 190-line component passed it. Lines here are the lines of the text,
// from a function's first to its last, blank and comment lines included.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const COMPONENT_MAX = 150;
const FILE_MAX = 400;

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '');

function lineCount(text) {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

/** Each function of a .tsx source over the limit, as `lines file name`. */
function longFunctions(file) {
  const text = readFileSync(resolve(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > COMPONENT_MAX) found.push({ file, lines, name: functionName(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const components = tracked
  .filter((file) => file.startsWith('web/') && file.endsWith('.tsx'))
  .flatMap(longFunctions);

const files = tracked
  .filter(
    (file) =>
      (file.startsWith('server/') || file.startsWith('domain/')) &&
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.startsWith('server/test/'),
  )
  .map((file) => ({ file, lines: lineCount(readFileSync(resolve(root, file), 'utf8')) }))
  .filter(({ lines }) => lines > FILE_MAX);

for (const { file, lines, name } of components) {
  console.error(`${file}: ${name} is ${lines} lines; a component holds at most ${COMPONENT_MAX}`);
}
for (const { file, lines } of files) {
  console.error(`${file}: ${lines} lines; a server or domain file holds at most ${FILE_MAX}`);
}
if (process.argv.includes('--check')) {
  if (components.length > 0 || files.length > 0) process.exit(1);
} else {
  console.log(`functions over ${COMPONENT_MAX} lines: ${components.length}`);
  console.log(`server and domain files over ${FILE_MAX} lines: ${files.length}`);
}
