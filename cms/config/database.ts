import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'
import type { Core } from '@strapi/strapi'

/**
 * SQLite by default (a file under .tmp/, or DATABASE_FILENAME); PostgreSQL with DATABASE_CLIENT=postgres and either
 * DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD (DATABASE_SSL=true for TLS).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite')
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL'),
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'strapi'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    }
  }
  const filename = path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db'))
  ownerOnly(filename)
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
    },
  }
}

/**
 * The SQLite file holds every message and application: readable by the CMS's own user only. It is created here, before
 * the driver opens it, with mode 0600 (an existing file is narrowed to it); SQLite gives its journal and WAL files the
 * database file's mode.
 */
function ownerOnly(filename: string) {
  mkdirSync(path.dirname(filename), { recursive: true })
  closeSync(openSync(filename, 'a', 0o600))
  chmodSync(filename, 0o600)
}
