export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::remove-temp-uploads',
  {
    name: 'strapi::body',
    config: {
      // Uploads above 10 MB are refused by the job-application controller with a 400 naming the field; this outer
      // limit only stops absurd bodies early.
      formLimit: '256kb',
      jsonLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: 25 * 1024 * 1024, maxFiles: 4 },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::published-only',
]
