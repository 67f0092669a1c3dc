import { defineConfig } from 'vitest/config'

// The unit tests of the CMS's own code (its seed's drawings, its editor labels, its admin's Norwegian and warnings):
// `npm run test:unit:cms`, once the CMS's packages are installed (they read Strapi's files and resolve the CMS's
// sharp), so the site's `npm run test:unit` needs the site's install alone (decision 131). Type-checked with the CMS.
export default defineConfig({
  // The site's `~/` paths (a seed test checks its links against the site's route table).
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['tests/unit/cms/**/*.test.ts'],
    environment: 'node',
  },
})
