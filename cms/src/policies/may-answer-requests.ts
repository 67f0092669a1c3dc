/**
 * The admin routes on a person's data (src/personal-data-admin.ts) only for an admin who may read and delete every
 * submission type: the Leads role and a Super Admin (src/lib/personal-data-access.ts). Judged before the body is looked at.
 */
import { PERSONAL_DATA_ACTIONS, SUBMISSION_TYPES } from '../lib/personal-data-access'

type Ability = { can: (action: string, subject: string) => boolean }

function isAbility(value: unknown): value is Ability {
  return typeof value === 'object' && value !== null && 'can' in value && typeof value.can === 'function'
}

export default (context: { state?: { userAbility?: unknown } }) => {
  const ability = context.state?.userAbility
  return (
    isAbility(ability) &&
    SUBMISSION_TYPES.every((uid) => PERSONAL_DATA_ACTIONS.every((action) => ability.can(action, uid)))
  )
}
