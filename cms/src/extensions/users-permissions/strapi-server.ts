/**
 * The users-permissions plugin, extended (Strapi's documented place: src/extensions/<plugin>/strapi-server.ts): its
 * "User" type is kept out of the Content Manager. The site has no accounts (registration is closed, src/index.ts), so
 * the type only ever lists nobody, and its link sat among the agency's content as a developer's item. The type itself
 * and its API stay; `visible: false` is the content manager's documented switch for a type it does not list.
 */
type Plugin = { contentTypes: Record<string, { schema: { pluginOptions?: Record<string, unknown> } }> }

export default (plugin: Plugin) => {
  const user = plugin.contentTypes.user
  if (user) {
    user.schema.pluginOptions = {
      ...user.schema.pluginOptions,
      'content-manager': { visible: false },
    }
  }
  return plugin
}
