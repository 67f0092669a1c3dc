import { chromium } from 'playwright-core'

const CMS = 'http://127.0.0.1:1348'
const [email, password] = [process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD]
const j = async (path, init = {}, token) => {
  const r = await fetch(CMS + path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return { status: r.status, body: await r.json().catch(() => null) }
}
const { body: login } = await j('/admin/login', { method: 'POST', body: JSON.stringify({ email, password }) })
const admin = login.data.token
const { body: roles } = await j('/admin/roles', {}, admin)
const editor = roles.data.find((r) => r.code === 'strapi-editor')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const lang of ['no', 'en']) {
  await j('/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage: lang }) }, admin)
  const userEmail = `shot-${lang}-${Date.now()}@example.org`
  const { body: created } = await j(
    '/admin/users',
    {
      method: 'POST',
      body: JSON.stringify({ firstname: 'Ingrid', lastname: 'Berg', email: userEmail, roles: [editor.id] }),
    },
    admin,
  )
  const userPassword = 'A-long-password-9x'
  const reg = await j('/admin/register', {
    method: 'POST',
    body: JSON.stringify({
      registrationToken: created.data.registrationToken,
      userInfo: { firstname: 'Ingrid', lastname: 'Berg', password: userPassword },
    }),
  })
  console.log(
    lang,
    'registered',
    reg.status,
    'language',
    (await j(`/admin/users/${created.data.id}`, {}, admin)).body.data.preferedLanguage,
  )
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`${CMS}/admin/auth/login`)
  await page.getByRole('textbox', { name: /mail/i }).fill(userEmail)
  await page.locator('input[type=password]').fill(userPassword)
  await page.locator('button[type=submit]').click()
  await page.waitForURL((url) => !url.pathname.includes('/auth/'))
  await page.goto(`${CMS}/admin/me`)
  await page.getByRole('combobox').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `/work/main/.tmp-shots/profile-${lang}.png`, fullPage: true })
  await page.close()
}
await j('/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage: 'en' }) }, admin)
await browser.close()
