/**
 * The endpoint's own handler reaches procedures only through tRPC's public API (issue #30): no
 * `_def.procedures` look-up, no procedure's `_def.type`, no procedure called as a function, nothing
 * from tRPC's `unstable-core-do-not-import` entry. Its answers are compared with tRPC's own in
 * tests/integration/trpc-http.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./http-handler.ts', import.meta.url), 'utf8');
/** The code without its comments (which may name what the code does not do). */
const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('the tRPC endpoint handler', () => {
  it('calls procedures with callTRPCProcedure and never reaches them through _def', () => {
    expect(code).toContain('callTRPCProcedure({');
    expect(code).not.toMatch(/_def\s*\.\s*(procedures|record|lazy|type)\b/);
    expect(code).not.toMatch(/\bprocedures?\s*\[/);
    expect(code).not.toMatch(/\bprocedure\s*\(/);
  });

  it('imports only tRPC’s public entry points', () => {
    const trpcImports = [...code.matchAll(/from '(@trpc\/[^']+)'/g)].map((match) => match[1]);
    expect(trpcImports.length).toBeGreaterThan(0);
    for (const entry of trpcImports)
      expect(['@trpc/server', '@trpc/server/adapters/fetch', '@trpc/server/http']).toContain(entry);
  });
});
