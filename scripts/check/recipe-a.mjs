// Walks recipe A of docs/recipes.md (a new page in both languages) on a throwaway worktree of HEAD, as a new engineer
// would: the press page at /press and /presse, a page without React with its title, lead, description and footer
// link. The route table line, the route file and the screen are the recipe's own code blocks; the rest are its steps.
// Then the generated files, the build, the site's types and the route tests, and the built page itself: both paths
// answer in their language with their title and alternates, without React, linked from the footer and listed in the
// sitemap (with a CMS at STRAPI_URL). Last, the files it touched: any outside the recipe's promise (the page's own
// files, the route table, the dictionaries, the footer, product.md's table and what the build and `npm run i18n`
// regenerate) fails it, so a new list someone must keep by hand shows here.
//
//   node scripts/check/recipe-a.mjs            (STRAPI_URL: a seeded CMS for the sitemap; RECIPE_PORT: 3540)
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteServerEnv } from '../../tests/e2e/site-env.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const port = Number(process.env.RECIPE_PORT ?? 3540)
const cms = process.env.STRAPI_URL ?? 'http://127.0.0.1:1337'
const recipes = readFileSync(join(root, 'docs/recipes.md'), 'utf8')
const recipeA = recipes.slice(recipes.indexOf('## A. '), recipes.indexOf('## B. '))

/** The recipe's code blocks of one language, in order. */
const blocks = (lang) => [...recipeA.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1])
const [tableLine] = blocks('ts')
const [routeBlock, screenBlock] = blocks('tsx')
if (!tableLine || !routeBlock || !screenBlock) throw new Error('recipe A lost a code block this walk reads')

const run = (cwd, command, args) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString()
const dir = mkdtempSync(join(tmpdir(), 'recipe-a-'))
const tree = join(dir, 'tree')
let server
function cleanUp() {
  server?.kill()
  try {
    run(root, 'git', ['worktree', 'remove', '--force', tree])
  } catch {}
  rmSync(dir, { recursive: true, force: true })
  run(root, 'git', ['worktree', 'prune'])
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

run(root, 'git', ['worktree', 'add', '--quiet', '--detach', tree, 'HEAD'])
// The packages as installed: hard links for the site's (Vite resolves real paths inside the tree), a link for the
// CMS's, whose types the site's type check reads.
run(root, 'cp', ['-al', join(root, 'node_modules'), join(tree, 'node_modules')])
if (existsSync(join(root, 'cms/node_modules')))
  symlinkSync(join(root, 'cms/node_modules'), join(tree, 'cms/node_modules'))

/** Replaces `anchor` in a file of the tree with what `edit` makes of it; the anchor must be there once. */
function edit(path, anchor, change) {
  const file = join(tree, path)
  const text = readFileSync(file, 'utf8')
  if (text.split(anchor).length !== 2) throw new Error(`${path}: the recipe's place "${anchor}" is not there once`)
  writeFileSync(file, text.replace(anchor, change(anchor)))
}
const write = (path, text) => {
  mkdirSync(join(tree, path, '..'), { recursive: true })
  writeFileSync(join(tree, path), text)
}

// 1. The route table, and the page's kind.
edit('app/i18n/routes.ts', "  terms: { en: '/terms'", (anchor) => `  ${tableLine.trim()}\n${anchor}`)
edit('app/i18n/routes.ts', "  'thankYou',\n", (anchor) => `${anchor}  'press',\n`)
// 2. The route file: the recipe's, without recipe B's loader (this page reads nothing from the CMS).
write(
  'app/routes/{-$locale}/press.tsx',
  `import { createFileRoute } from '@tanstack/react-router'
import { PressScreen } from '~/features/press/PressScreen'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

${routeBlock
  .split('\n')
  .filter((line) => !line.includes('loader:'))
  .join('\n')}`,
)
// 4. The screen.
write(
  'app/features/press/PressScreen.tsx',
  `import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'

${screenBlock}`,
)
// 5. Dictionaries, both languages.
for (const [lang, title, lead, description] of [
  ['en', 'Press', 'News about us, and who to ask.', 'Press releases and contacts of {name}.'],
  ['no', 'Presse', 'Nyheter om oss, og hvem du spør.', 'Pressemeldinger og kontakter hos {name}.'],
]) {
  edit(
    `app/i18n/${lang}/index.ts`,
    '  screens: {\n',
    (anchor) => `${anchor}    press: { title: '${title}', heading: '${title}', lead: '${lead}' },\n`,
  )
  edit(`app/i18n/${lang}/seo/index.ts`, '  description: {\n', (anchor) => `${anchor}    press: '${description}',\n`)
  // 8. The footer's label.
  edit(`app/i18n/${lang}/index.ts`, '    columnTwo: { ', (anchor) => `${anchor}press: '${title}', `)
}
edit('app/i18n/index.tsx', '  thankYou: [],\n', (anchor) => `${anchor}  press: [],\n`)
// 8. The footer's link.
edit('app/components/shell/Footer.tsx', "'creativeLab'] as const", () => "'creativeLab', 'press'] as const")
// 9. The product's table.
edit('docs/product.md', '| Terms, privacy, cookies |', (anchor) => `| Press | \`/press\` | \`/presse\` |\n${anchor}`)

// 3., 5. and the checks of the recipe's "Check it".
const npm = (...args) => run(tree, 'npm', ['run', '-s', ...args])
npm('i18n')
npm('format')
npm('build')
npm('typecheck:site')
run(tree, 'npx', ['vitest', 'run', 'app/i18n'])

// The built page.
server = spawn(process.execPath, ['.output/server/index.mjs'], {
  cwd: tree,
  env: siteServerEnv(port, { STRAPI_URL: cms }),
  stdio: 'ignore',
})
const site = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${site}/healthz`)).ok) break
  } catch {}
  if (i > 200) throw new Error('the built site did not start')
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const failures = []
const expect = (ok, what) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`)
  if (!ok) failures.push(what)
}
for (const [path, lang, title, other] of [
  ['/press', 'en', 'Press', '/presse'],
  ['/presse', 'nb-NO', 'Presse', '/press'],
]) {
  const response = await fetch(site + path)
  const html = await response.text()
  expect(response.status === 200, `${path} answers 200 (${response.status})`)
  expect(html.includes(`<html lang="${lang}"`), `${path} is in ${lang}`)
  expect(html.includes(`<title>${title} | `), `${path} has its title`)
  expect(
    new RegExp(`<link[^>]+hreflang="[^"]+" href="${site}${other}"`, 'i').test(html),
    `${path} names ${other} as its other language`,
  )
  expect(!html.includes('$_TSR'), `${path} is a page without React: no hydration data`)
  expect(html.includes(`href="${path}"`), `${path} is linked from its page's footer`)
}
const sitemap = await fetch(`${site}/sitemap.xml`)
if (sitemap.ok) {
  const xml = await sitemap.text()
  expect(xml.includes(`${site}/press<`) && xml.includes(`${site}/presse<`), 'the sitemap lists /press and /presse')
} else console.log(`(the sitemap needs a CMS at STRAPI_URL: ${sitemap.status}; not checked)`)

// What the recipe touched.
const touched = run(tree, 'git', ['status', '--porcelain', '--untracked-files=all'])
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3))
const promised = [
  /^app\/routes\/\{-\$locale\}\/press\.tsx$/,
  /^app\/features\/press\//,
  /^app\/i18n\/routes\.ts$/,
  /^app\/i18n\/(en|no)\/(seo\/)?index\.ts$/,
  /^app\/i18n\/index\.tsx$/,
  /^app\/components\/shell\/Footer\.tsx$/,
  /^docs\/product\.md$/,
  // Generated: the route tree (the build), the dictionaries' types (npm run i18n).
  /^routeTree\.gen\.ts$/,
  /^app\/i18n\/i18n-[\w-]+\.ts$/,
]
console.log(`\nRecipe A touched ${touched.length} files:\n${touched.map((file) => `  ${file}`).join('\n')}`)
for (const file of touched)
  expect(
    promised.some((pattern) => pattern.test(file)),
    `${file} is one the recipe promises`,
  )
if (failures.length) {
  console.error(`\nRecipe A: ${failures.length} check(s) failed`)
  process.exit(1)
}
console.log('\nRecipe A walked: the page works, and it took only the files the recipe names')
// The exit handler stops the server and removes the worktree; the server would otherwise keep this process alive.
process.exit(0)
