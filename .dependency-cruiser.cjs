/**
 * The app's layers, enforced by `npm run lint`. Data and imports flow one way:
 *   routes → features → components → seo → forms → content → pipeline → runtime, lib, i18n, config
 * A route file is thin (decision 061); a feature is one screen and never reaches into another; shared UI never
 * knows a screen; the CMS boundary never renders and knows no form; the forms (rules, server functions, plain posts,
 * the outbox) never import the request pipeline, which may import them; the pipeline knows no content; the runtime
 * (env, log, secrets, bindings) and the small helpers import nothing above them. Code that reaches the browser never
 * imports a `*.server.ts` module (a type-only import is erased and fine); route files and `*.functions.ts` may, because
 * Start strips their server handlers and server function bodies from the client build.
 */
const layer = (name) => `^app/${name}/`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-other-feature',
      comment: 'A screen does not reach into another screen: move what both need to components/ or lib/.',
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/', pathNot: '^app/features/$1/' },
    },
    {
      name: 'nothing-imports-routes',
      comment: 'Routes are the top: nothing imports a route file (the generated tree is read by the router only).',
      severity: 'error',
      from: { path: '^app/', pathNot: ['^app/routes/', '^app/router\\.tsx$'] },
      to: { path: layer('routes') },
    },
    {
      name: 'components-above-features',
      comment: 'Shared UI never knows a screen.',
      severity: 'error',
      from: { path: layer('components') },
      to: { path: layer('features') },
    },
    {
      name: 'content-renders-nothing',
      comment:
        'The CMS boundary (fetch, parse, server functions, query options) imports no UI, no head-building and no form.',
      severity: 'error',
      from: { path: layer('content') },
      to: { path: ['^app/(components|features|seo|forms)/'] },
    },
    {
      name: 'forms-never-import-the-pipeline',
      comment:
        'A form (rules, server function, plain POST, outbox) is called by the request pipeline and the screens; it ' +
        'never reaches up into them: what the pipeline tells a form page comes in the request context.',
      severity: 'error',
      from: { path: layer('forms') },
      to: { path: ['^app/(pipeline|components|features|seo|routes)/', '^app/(server|start|server\\.edge)\\.ts$'] },
    },
    {
      name: 'pipeline-knows-no-content',
      comment: 'The request pipeline (guard, headers, caches, compression, health) serves any page: no UI, no CMS.',
      severity: 'error',
      from: { path: layer('pipeline') },
      to: { path: ['^app/(components|features|content|seo)/'] },
    },
    {
      name: 'seo-renders-nothing',
      comment: 'Head tags, structured data and the sitemap are built from content and the route table, not from UI.',
      severity: 'error',
      from: { path: layer('seo') },
      to: { path: ['^app/(components|features)/'] },
    },
    {
      name: 'bottom-layers-import-nothing-above',
      comment: 'The runtime, the helpers, the dictionaries and the site config sit at the bottom.',
      severity: 'error',
      from: { path: '^app/(runtime|lib|i18n|config|styles)/' },
      to: { path: '^app/(components|features|content|seo|forms|pipeline)/' },
    },
    {
      name: 'server-code-stays-on-the-server',
      comment:
        'Browser code never imports a *.server.ts module; route files and *.functions.ts may (Start strips their ' +
        'server parts), so may router.tsx and components/shell/page-kind.ts (only inside createIsomorphicFn().server, ' +
        'stripped likewise), and a ' +
        'type-only import is erased.',
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: [
          '\\.server\\.ts$',
          '\\.functions\\.ts$',
          '^app/routes/',
          '^app/(pipeline|runtime)/',
          '\\.test\\.tsx?$',
          '^app/(start|server|server\\.edge)\\.ts$',
          '^app/router\\.tsx$',
          '^app/components/shell/page-kind\\.ts$',
        ],
      },
      to: { path: '\\.server\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^app/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^routeTree\\.gen\\.ts$', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
