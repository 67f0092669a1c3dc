import type * as v from 'valibot'
import type { project } from './projects.schema.server'

/** A project as the site reads it (projects.schema.server.ts makes it; screens render it). */
export type Project = v.InferOutput<typeof project>
