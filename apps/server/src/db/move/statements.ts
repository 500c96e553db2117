/**
 * A SQL script cut into its statements, as PostgreSQL's own lexer would: a `;` ends a statement
 * only outside quotes ('...', E'...', "..."), dollar quotes ($$...$$, $tag$...$tag$) and
 * comments. Comments between statements are left out; each statement keeps its `;`.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const text = stripLeadingComments(script.slice(start, end)).trim();
    if (text !== '' && text !== ';') statements.push(text);
    start = end;
  };
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (char === '/' && next === '*') {
      i = blockCommentEnd(script, i);
    } else if (char === "'") {
      i = quotedEnd(script, i, isEscapeString(script, i));
    } else if (char === '"') {
      const end = script.indexOf('"', i + 1);
      i = end === -1 ? script.length : end + 1;
    } else if (char === '$') {
      i = dollarQuotedEnd(script, i);
    } else if (char === ';') {
      i += 1;
      push(i);
    } else {
      i += 1;
    }
  }
  push(script.length);
  return statements;
}

/** `E'...'`: the E stands alone (not the end of a word such as `TABLE`). */
function isEscapeString(script: string, quote: number): boolean {
  const before = script[quote - 1];
  if (before !== 'E' && before !== 'e') return false;
  return !/[\w$]/.test(script[quote - 2] ?? ' ');
}

function quotedEnd(script: string, open: number, backslashEscapes: boolean): number {
  let i = open + 1;
  while (i < script.length) {
    const char = script[i];
    if (backslashEscapes && char === '\\') i += 2;
    else if (char === "'" && script[i + 1] === "'") i += 2;
    else if (char === "'") return i + 1;
    else i += 1;
  }
  return script.length;
}

function blockCommentEnd(script: string, open: number): number {
  // PostgreSQL's block comments nest.
  let depth = 0;
  let i = open;
  while (i < script.length) {
    if (script[i] === '/' && script[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (script[i] === '*' && script[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return script.length;
}

const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/;

function dollarQuotedEnd(script: string, open: number): number {
  // `$1` (a parameter) or a `$` inside an identifier is no quote.
  if (/[\w$]/.test(script[open - 1] ?? ' ')) return open + 1;
  const tag = DOLLAR_TAG.exec(script.slice(open, open + 64))?.[0];
  if (!tag) return open + 1;
  const end = script.indexOf(tag, open + tag.length);
  return end === -1 ? script.length : end + tag.length;
}

function stripLeadingComments(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    if (rest.startsWith('--')) {
      const end = rest.indexOf('\n');
      rest = end === -1 ? '' : rest.slice(end + 1).trimStart();
    } else if (rest.startsWith('/*')) {
      rest = rest.slice(blockCommentEnd(rest, 0)).trimStart();
    } else {
      return rest;
    }
  }
}
