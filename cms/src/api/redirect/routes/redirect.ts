/**
 * The site reads redirects in one call: the published ones and the earlier slugs of published documents, nothing an
 * editor has not published (decision 037). No find or findOne: nobody needs the entries themselves.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/redirect-map',
      handler: 'redirect.map',
      config: { auth: false },
    },
  ],
}
