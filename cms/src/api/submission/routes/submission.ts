/**
 * The site's two write endpoints (product.md section 7) and the signed download of application files. They check the
 * site's write token themselves (401 without it); the public role has no permission on the stored types.
 */
export default {
  routes: [
    { method: 'POST', path: '/sendForm', handler: 'submission.sendForm', config: { auth: false } },
    { method: 'POST', path: '/job-application', handler: 'submission.jobApplication', config: { auth: false } },
    { method: 'GET', path: '/application-files/:key', handler: 'submission.download', config: { auth: false } },
  ],
}
