import { consoleAsJson, jsonFormat } from '../src/lib/json-log'

/**
 * Strapi's logger (winston, @strapi/logger) writing one JSON object per line instead of its coloured text
 * (src/lib/json-log.ts): `{"time":"…","level":"http","message":"GET /_health (3 ms) 204"}`. Its level stays Strapi's
 * (`http`: a line per request, src/middlewares/request-log.ts). Config files load before anything else of the CMS, so
 * what libraries print with `console` from here on is JSON too; the startup banner is off (config/server.ts).
 */
consoleAsJson()

export default {
  level: 'http',
  format: jsonFormat,
}
