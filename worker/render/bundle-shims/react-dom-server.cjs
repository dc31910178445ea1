// The worker's `react-dom/server` (wrangler.toml [alias]): React's `server.edge.js` also
// requires the legacy renderer behind renderToString (about 260 KB the worker would parse
// and run at every cold start, docs/decisions/012-first-visit-javascript.md); the worker
// streams with renderToReadableStream only. Relative paths: the package's exports map does
// not list its cjs files.
'use strict'

module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../../node_modules/react-dom/cjs/react-dom-server.edge.development.js')
