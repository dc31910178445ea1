// React's server renderer behind an ES module, so render-page.tsx can import it when it first
// renders: the bundler answers a dynamic import() of the CommonJS react-dom/server with its
// default export only (docs/decisions/071-worker-startup-cpu.md).
export { renderToReadableStream } from 'react-dom/server'
