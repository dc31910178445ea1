#!/usr/bin/env node
// `npm run machines`: each machine's definition as JSON for Stately's visualizer (dist/machines/)
// and its diagram in docs/machines.md, both read from the machines themselves.
// `--check` only says whether docs/machines.md is current (exit 1 if not).
import { tsImport } from 'tsx/esm/api'

const { run } = await tsImport('./machine-docs/main.ts', import.meta.url)
process.exit(run({ check: process.argv.includes('--check') }))
