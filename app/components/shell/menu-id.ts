/** The menu's element id: the dots name it in `commandfor` (one menu per page). */
export const MENU_ID = 'site-menu'
