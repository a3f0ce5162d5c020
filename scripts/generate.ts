/**
 * Writes the generated, committed contract files from the code:
 *   openapi.json (sorted keys), schema.gql (sorted), sdk/src/schema.d.ts (openapi-typescript).
 * `--check` writes nothing and exits 1 if any committed file differs from what the code generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  }
  return v;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const built = await createApp(loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: '' }), undefined, { inMemory: true });
  try {
    const openapi = `${JSON.stringify(sortKeys(built.openapi), null, 2)}\n`;
    const schema = `${printSchema(lexicographicSortSchema(built.app.get(GraphQLSchemaHost).schema))}\n`;
    const header = '/* Generated from openapi.json by `npm run generate`; do not edit. */\n';
    const types = header + astToString(await openapiTS(JSON.parse(openapi), { exportType: true, alphabetize: true, defaultNonNullable: false }));
    const files: Array<[string, string]> = [
      ['openapi.json', openapi],
      ['schema.gql', schema],
      ['sdk/src/schema.d.ts', types],
    ];
    const drift: string[] = [];
    for (const [path, text] of files) {
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {
        /* not written yet */
      }
      if (current === text) continue;
      if (check) drift.push(path);
      else writeFileSync(path, text);
    }
    if (drift.length) {
      process.stderr.write(`Generated files are out of date: ${drift.join(', ')}. Run \`npm run generate\` and commit them.\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(check ? 'Generated files are up to date.\n' : `Wrote ${files.map((f) => f[0]).join(', ')}\n`);
    }
  } finally {
    await built.close();
  }
}

await main();
