/**
 * The design's "nevers" as import rules (docs/architecture.md). `npm test` runs them
 * (`npm run check:deps`); a forbidden import fails the run. Type-only imports count too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle in production code, type-only imports included (tests may import each other): a settings ' +
        'type or a shared contract lives where both sides can import it without importing each other.',
      severity: 'error',
      from: { pathNot: '(\\.test\\.tsx?$|^tests/)' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ is shared by the worker, the client and the machines: it imports nothing of ours outside itself.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(worker|client|machines|tests|scripts)/' },
    },
    {
      name: 'domain-tests-import-only-test-support',
      comment: "domain/'s tests import domain/ and the shared test helpers (tests/support/), nothing else of ours.",
      severity: 'error',
      from: { path: '^domain/.*\\.test\\.ts$' },
      to: { path: '^(worker|client|machines|tests|scripts)/', pathNot: '^tests/support/' },
    },
    {
      name: 'machines-are-pure',
      comment: 'Machines hold no React, no DOM helpers, no inspector and no worker code: side effects are actors passed in.',
      severity: 'error',
      from: { path: '^machines/' },
      to: {
        path: ['^(worker|client)/', '^node_modules/(react|react-dom|react-router|@xstate/react|@statelyai/inspect)/'],
      },
    },
    {
      name: 'client-imports-no-worker',
      comment: 'The browser app never imports runtime or type code of the worker; both share domain/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^worker/' },
    },
    {
      name: 'only-the-composition-root-imports-adapters',
      comment:
        'Routes, pages, middleware and the app reach commerce only through the port (c.var.commerce) and the ' +
        "composition root (worker/commerce/create-commerce.ts, and durable-objects.ts for the entry's Durable Object classes); " +
        'nothing else names the built-in or provider adapter.',
      severity: 'error',
      from: { path: '^worker/', pathNot: '^worker/commerce/(builtin/|provider/|create-commerce\\.ts$|durable-objects\\.ts$)' },
      to: { path: '^worker/commerce/(builtin|provider)/' },
    },
    {
      name: 'middleware-reads-memo-through-port',
      comment:
        'Middleware (the edge page cache, the remembered page inputs) reach what the lookup memo remembers through ' +
        'the port (commerce/port/remembered-lookups.ts), which app.ts fills from commerce/cache/isolate-memo.ts: ' +
        'no middleware imports the cache or its key formats.',
      severity: 'error',
      from: { path: '^worker/middleware/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^worker/commerce/cache/' },
    },
    {
      name: 'port-names-no-adapter',
      comment: 'The port is written in domain types only: it imports domain/ and itself, nothing else of ours.',
      severity: 'error',
      from: { path: '^worker/commerce/port/' },
      to: { path: '^(worker|client|machines)/', pathNot: '^worker/commerce/port/' },
    },
    {
      name: 'builtin-never-imports-provider',
      severity: 'error',
      from: { path: '^worker/commerce/builtin/' },
      to: { path: '^worker/commerce/provider/' },
    },
    {
      name: 'provider-never-imports-builtin',
      severity: 'error',
      from: { path: '^worker/commerce/provider/' },
      to: { path: '^worker/commerce/builtin/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.wrangler)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
