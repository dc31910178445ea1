#!/usr/bin/env node
// `npm run bench [-- --only sizes,render,load,lighthouse] [--quick]`: builds, measures and
// writes bench/results.json. The harness is TypeScript in scripts/bench/; see docs/performance.md.
import { tsImport } from 'tsx/esm/api'

await tsImport('./bench/main.ts', import.meta.url)
