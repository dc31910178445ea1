// css-tree's generator imports source-map-js for source maps the worker never asks for
// (worker/render/theme/sanitize-css.ts): this keeps about 4 KB gzip out of the bundle.
export class SourceMapGenerator {}
