// css-tree's subpath entry points (parser, generator, utils) keep its lexer and the big
// property-syntax data out of the worker bundle; @types/css-tree describes only the main
// entry, so these point each subpath at the same types.

declare module 'css-tree/parser' {
  const parse: typeof import('css-tree').parse
  export default parse
}

declare module 'css-tree/generator' {
  const generate: typeof import('css-tree').generate
  export default generate
}

declare module 'css-tree/utils' {
  export { ident, List } from 'css-tree'
}
