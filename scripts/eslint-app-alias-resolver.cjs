// eslint-plugin-import resolver for the `~/` alias of tsconfig.json (`~/x` is `app/x`), so that the layer
// rules in eslint.config.js see through it. Everything else goes to the node resolver.
const path = require('node:path')

const node = require('eslint-import-resolver-node')

const app = path.join(__dirname, '..', 'app')
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json']

exports.interfaceVersion = 2
exports.resolve = (source, file) => {
  const target = source.startsWith('~/') ? path.join(app, source.slice(2)) : source
  return node.resolve(target, file, { extensions })
}
