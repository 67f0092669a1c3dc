import { contentType } from '../define'

const NO_SIGN_IN = {
  en: 'The site has no sign-in for visitors, so there are no users here (docs/product.md section 6).',
  no: 'Nettstedet har ingen innlogging for besøkende, så her finnes ingen brukere (docs/product.md del 6).',
}

/**
 * Strapi's visitor accounts (Users & Permissions), always empty on this site: kept out of the Content Manager's menu
 * (src/extensions/users-permissions); its words stay for wherever Strapi still names its fields.
 */
export const user = contentType('plugin::users-permissions.user', {
  name: { en: 'User', no: 'Nettstedsbruker' },
  title: 'username',
  list: ['email', 'confirmed', 'blocked'],
  fields: {
    username: {
      label: { en: 'Username', no: 'Brukernavn' },
      description: NO_SIGN_IN,
      width: 'half',
    },
    email: {
      label: { en: 'E-mail address', no: 'E-postadresse' },
      description: NO_SIGN_IN,
      width: 'half',
    },
    password: {
      label: { en: 'Password', no: 'Passord' },
      description: NO_SIGN_IN,
      width: 'half',
    },
    role: {
      label: { en: 'Role', no: 'Rolle' },
      description: NO_SIGN_IN,
      width: 'half',
    },
    confirmed: {
      label: { en: 'E-mail confirmed', no: 'E-post bekreftet' },
      description: NO_SIGN_IN,
      width: 'third',
    },
    blocked: {
      label: { en: 'Blocked', no: 'Blokkert' },
      description: NO_SIGN_IN,
      width: 'third',
    },
    provider: {
      label: { en: 'Sign-in provider', no: 'Innloggingstjeneste' },
      description: NO_SIGN_IN,
      hidden: true,
    },
    resetPasswordToken: {
      label: { en: 'Password reset code', no: 'Kode for nytt passord' },
      description: NO_SIGN_IN,
      hidden: true,
    },
    confirmationToken: {
      label: { en: 'Confirmation code', no: 'Bekreftelseskode' },
      description: NO_SIGN_IN,
      hidden: true,
    },
  },
})
