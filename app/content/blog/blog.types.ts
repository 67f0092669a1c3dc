import type * as v from 'valibot'
import type { blogPost } from './blog.schema.server'

/** A journal post as the site reads it (blog.schema.server.ts makes it; screens render it). */
export type BlogPost = v.InferOutput<typeof blogPost>
