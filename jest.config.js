/** Jest in native ESM mode (NODE_OPTIONS=--experimental-vm-modules, set by `npm test`). */
const tsJest = [
  'ts-jest',
  { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false },
];
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': tsJest },
  testEnvironment: 'node',
};
export default {
  // Starting an app on a fresh embedded database takes seconds when the suites run in parallel.
  testTimeout: 60000,
  // Test files run one after another in a worker that is replaced once it holds more than this after a
  // file. Without it Jest ran them all in its own process (one worker on two cores), where the embedded
  // databases and apps of 170 files piled up and every later file ran slower: the whole run took 1,057 s
  // (about 920 s without a slow spec fixed since), 440 s with it (limits.e2e 86 s → 38 s; 19 s alone).
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
