// The worker's `react-dom/server` (wrangler.toml [alias]): React's `server.node.js` also
// requires the legacy renderer behind renderToString (about 260 KB the worker would parse
// and run at every cold start, docs/decisions/012-first-visit-javascript.md); the worker
// streams with renderToReadableStream only. The Node build, not the edge one: it writes its
// strings into a shared buffer with encodeInto where the edge build makes a Uint8Array of
// every attribute and text (docs/decisions/073-react-server-node-build.md). Relative paths:
// the package's exports map does not list its cjs files.
'use strict'

module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../../node_modules/react-dom/cjs/react-dom-server.node.production.js')
    : require('../../../node_modules/react-dom/cjs/react-dom-server.node.development.js')
