import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** ENGINEERING §1: the domain is plain TypeScript — no framework, database or I/O imports. (Kept out of
 * src/domain itself, whose files must not even mention those modules.) */
const FORBIDDEN = /from\s+['"](@nestjs\/|typeorm|class-validator|class-transformer|pg['"]|@apollo\/|graphql|@electric-sql\/|node:|fs['"]|path['"]|http['"]|net['"]|child_process)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.spec.ts') ? [p] : [];
  });
}

it('no file under src/domain imports a framework, database or I/O module', () => {
  const offenders = files('src/domain').filter((f) => FORBIDDEN.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});

it('the check itself catches a forbidden import', () => {
  expect(FORBIDDEN.test("import { Injectable } from '@nestjs/common';")).toBe(true);
  expect(FORBIDDEN.test("import { readFileSync } from 'node:fs';")).toBe(true);
  expect(FORBIDDEN.test("import { explain } from '../core/explain.js';")).toBe(false);
});
