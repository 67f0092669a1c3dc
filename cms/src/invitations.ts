/**
 * A person invited to the admin panel (Settings → Users → Invite new user) gets the invitation by e-mail where the CMS
 * sends mail (SMTP_HOST; config/plugins.ts). Strapi itself only shows the link to whoever invited them, once, cut
 * short, to copy; its words beside the link say both ways (src/admin/editor-text). Without mail, the start's log says so.
 */
import type { Core } from '@strapi/strapi'
import { cmsEnv } from './lib/env'

type Invited = { email?: unknown; firstname?: unknown; registrationToken?: unknown }

/** The page where the invited person chooses their password. */
export function registrationLink(adminUrl: string, token: string): string {
  const url = new URL(`${adminUrl.replace(/\/+$/, '')}/auth/register`)
  url.searchParams.set('registrationToken', token)
  return url.href
}

/** The invitation's words: who it is from, what to do, how long it lasts (Strapi keeps the token until used). */
export function invitationMail(link: string, firstname: string | null): { subject: string; text: string } {
  const greeting = firstname ? `Hello ${firstname},` : 'Hello,'
  return {
    subject: 'Your invitation to the Origin website’s CMS',
    text: [
      greeting,
      '',
      'You have been invited to edit the Origin website. Open this link to choose your password and sign in:',
      '',
      link,
      '',
      'The link works once. If you did not expect this invitation, ignore this e-mail.',
      '',
      '— Hei! Du er invitert til å redigere nettstedet til Origin. Åpne lenken over for å velge passord og logge inn.',
    ].join('\n'),
  }
}

function sendInvitation(strapi: Core.Strapi, invited: Invited): void {
  if (!cmsEnv().smtpHost) return
  const { email, firstname, registrationToken } = invited
  if (typeof email !== 'string' || typeof registrationToken !== 'string' || !registrationToken) return
  const adminUrl = strapi.config.get('admin.absoluteUrl', '')
  const mail = invitationMail(
    registrationLink(adminUrl, registrationToken),
    typeof firstname === 'string' ? firstname : null,
  )
  // Not awaited: a slow mail server does not hold up the new user, whose link is also shown to whoever invited them.
  void strapi
    .plugin('email')
    .service('email')
    .send({ to: email, ...mail })
    .then(() => strapi.log.info('Invitation e-mail sent to a new admin user'))
    .catch((error: Error) => strapi.log.error(`Invitation e-mail failed: ${error.message}`))
}

export function registerInvitations(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    afterCreate(event) {
      sendInvitation(strapi, event.result ?? {})
    },
  })
  if (!cmsEnv().smtpHost) {
    strapi.log.info(
      'Invitations to the admin panel go out by e-mail only with SMTP_HOST set: share the link shown instead',
    )
  }
}
