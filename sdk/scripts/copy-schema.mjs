// tsc does not copy declaration files: put the generated schema types beside the index that imports them.
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
copyFileSync(new URL('../src/schema.d.ts', import.meta.url), new URL('../dist/schema.d.ts', import.meta.url));
