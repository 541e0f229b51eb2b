/** The part of Drive's `q` search language and `fields` selection the fake Drive API understands. */

export interface FakeDriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  content: Buffer;
  createdTime: string;
}

type Token = { kind: 'string' | 'word' | 'op' | 'paren'; value: string };

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const ch = q[i] as string;
    if (/\s/.test(ch)) i++;
    else if (ch === "'") {
      let value = '';
      i++;
      while (i < q.length && q[i] !== "'") {
        if (q[i] === '\\') i++;
        value += q[i] ?? '';
        i++;
      }
      if (q[i] !== "'") throw new Error('unterminated string');
      i++;
      tokens.push({ kind: 'string', value });
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: 'paren', value: ch });
      i++;
    } else if (ch === '!' && q[i + 1] === '=') {
      tokens.push({ kind: 'op', value: '!=' });
      i += 2;
    } else if (ch === '=') {
      tokens.push({ kind: 'op', value: '=' });
      i++;
    } else {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(q.slice(i))?.[0];
      if (!word) throw new Error(`unexpected ${ch}`);
      tokens.push({ kind: 'word', value: word });
      i += word.length;
    }
  }
  return tokens;
}

export type Predicate = (file: FakeDriveFile) => boolean;

/** Parses `q`; the parents it names are collected so that a missing one can answer 404 as Drive does. */
export function parseQuery(
  q: string,
  resolveId: (id: string) => string,
): { test: Predicate; parents: string[] } {
  const tokens = tokenize(q);
  const parents: string[] = [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (!token) throw new Error('unexpected end of query');
    return token;
  };
  const isWord = (token: Token | undefined, word: string) =>
    token?.kind === 'word' && token.value.toLowerCase() === word;

  const term = (): Predicate => {
    const first = next();
    if (first.kind === 'paren' && first.value === '(') {
      const inner = or();
      const close = next();
      if (close.value !== ')') throw new Error('expected )');
      return inner;
    }
    if (first.kind === 'word' && first.value.toLowerCase() === 'not') {
      const inner = term();
      return (file) => !inner(file);
    }
    if (first.kind === 'string') {
      if (!isWord(next(), 'in')) throw new Error('expected in');
      const field = next();
      if (field.value !== 'parents') throw new Error(`cannot search ${field.value} with in`);
      const parent = resolveId(first.value);
      parents.push(parent);
      return (file) => file.parents.includes(parent);
    }
    if (first.kind !== 'word') throw new Error('expected a field');
    const op = next();
    const value = next();
    const operator = op.kind === 'op' ? op.value : op.value.toLowerCase();
    if (first.value === 'trashed') {
      if (value.kind !== 'word' || !['true', 'false'].includes(value.value) || operator === 'contains') {
        throw new Error('trashed takes = or != true/false');
      }
      const wanted = value.value === 'true';
      return operator === '=' ? (file) => file.trashed === wanted : (file) => file.trashed !== wanted;
    }
    if (first.value !== 'mimeType' && first.value !== 'name') throw new Error(`unknown field ${first.value}`);
    if (value.kind !== 'string') throw new Error('expected a string');
    const field = first.value;
    if (operator === '=') return (file) => file[field] === value.value;
    if (operator === '!=') return (file) => file[field] !== value.value;
    if (operator === 'contains') {
      // Drive matches name prefixes of words; a substring match is close enough for these tests.
      return (file) => file[field].toLowerCase().includes(value.value.toLowerCase());
    }
    throw new Error(`unknown operator ${operator}`);
  };
  /** Operands joined by a word ('and', 'or'): the operands' predicates, read left to right. */
  const joinedBy = (word: string, operand: () => Predicate): Predicate[] => {
    const parts = [operand()];
    while (isWord(peek(), word)) {
      next();
      parts.push(operand());
    }
    return parts;
  };
  const and = (): Predicate => {
    const parts = joinedBy('and', term);
    return (file) => parts.every((part) => part(file));
  };
  const or = (): Predicate => {
    const parts = joinedBy('or', and);
    return (file) => parts.some((part) => part(file));
  };
  const test = or();
  if (at !== tokens.length) throw new Error('unexpected text after the query');
  return { test, parents };
}

/** `fields`: top-level names and one level of `files(a, b)` / `a(b)` selections. */
export function selectFields(
  record: Record<string, unknown>,
  fields: string | null,
): Record<string, unknown> {
  if (!fields || fields.trim() === '*') return record;
  const out: Record<string, unknown> = {};
  const parts = fields.match(/[A-Za-z_]+(\([^)]*\))?/g) ?? [];
  for (const part of parts) {
    const [, name = '', inner] = /^([A-Za-z_]+)(?:\(([^)]*)\))?$/.exec(part) ?? [];
    if (!(name in record)) continue;
    const value = record[name];
    out[name] =
      inner && Array.isArray(value)
        ? value.map((item) => selectFields(item as Record<string, unknown>, inner))
        : value;
  }
  return out;
}
