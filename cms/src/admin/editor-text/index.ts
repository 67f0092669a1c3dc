/*
 * What the admin tells an editor where Strapi's own words are about Strapi or about a button that is gone: the
 * sign-in page greets them with the agency's name, the upload box says it is the file picker, and the invitation
 * link says how it reaches the person. The Norwegian of the fixed ones is in ../norwegian.
 */

/** The admin's English where Strapi's is wrong for the agency's editors (full keys, as Strapi formats them). */
export const ENGLISH: Record<string, string> = {
  'Auth.form.welcome.title': 'Welcome to Origin',
  'Auth.form.welcome.subtitle': 'Sign in to edit the Origin website',
  // Strapi dropped the button this led to ("Drag & Drop here or"): the whole box is the file picker.
  'upload.input.label': 'Drag files here, or click to choose them',
  // Beside a new user's link, shown this once: the CMS e-mails it where it sends mail (src/invitations.ts).
  'app.components.Users.MagicLink.connect':
    'Where this CMS sends e-mail, this link is on its way to them; otherwise copy it now and send it to them: it is not shown again.',
}
