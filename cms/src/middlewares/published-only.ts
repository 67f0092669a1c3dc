/**
 * Anonymous REST reads see published entries only. Strapi 5 lets any caller with `find` permission ask for
 * `?status=draft`; without an API token that parameter is dropped here, so drafts never leak to visitors or caches.
 */
export default () => {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path.startsWith('/api/') && !ctx.request.header.authorization) {
      const query = { ...ctx.query }
      if ('status' in query || 'publicationState' in query) {
        delete query.status
        delete query.publicationState
        ctx.query = query
      }
    }
    await next()
  }
}
