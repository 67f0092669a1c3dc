const { SourceMapConsumer } = require('source-map-js')
const fs = require('fs')
const zlib = require('zlib')
const file = process.argv[2]
const code = fs.readFileSync(file, 'utf8')
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')))
const lines = code.split('\n')
const bySource = {}
const textBy = {}
let prev = null
map.eachMapping((m) => {
  if (prev) {
    const src = prev.source || '(none)'
    let seg
    if (prev.generatedLine === m.generatedLine) seg = lines[prev.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn)
    else seg = lines[prev.generatedLine - 1].slice(prev.generatedColumn)
    textBy[src] = (textBy[src] || '') + seg
  }
  prev = m
})
const group = (s) => { const m = s.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/); return m ? m[1] : s.replace(/^.*?\/app\//, 'app/') }
const g = {}
for (const [s, t] of Object.entries(textBy)) { const k = process.argv[3] === 'files' ? s.replace(/^.*node_modules\//,'') : group(s); g[k] = (g[k] || '') + t }
const rows = Object.entries(g).map(([k, t]) => [k, t.length, zlib.gzipSync(t).length]).sort((a, b) => b[1] - a[1])
for (const r of rows.slice(0, 500)) console.log(String(r[1]).padStart(8), String(r[2]).padStart(7), r[0])
console.log('total', code.length, zlib.gzipSync(code).length)
if (process.argv[3] === 'split') {
  let app = '', rest = ''
  for (const [s, t] of Object.entries(textBy)) { if (/node_modules/.test(s)) rest += t; else app += t }
  console.log('non-app gz', zlib.gzipSync(rest).length, 'app gz alone', zlib.gzipSync(app).length)
}
if (process.argv[3] === 'none') console.log((textBy['(none)']||'').slice(0, 3000))
