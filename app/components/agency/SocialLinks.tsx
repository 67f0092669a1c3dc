import type { SocialLink } from '~/content/site-settings/site-settings.functions'
import type { Translator } from '~/i18n'

/** The agency's profiles as list items, each opening in a new tab (named in the visitor's language). */
export function SocialLinkItems({ links, t }: { links: readonly SocialLink[]; t: Translator }) {
  return links.map((link) => (
    <li key={link.url}>
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {t.social[link.network]()}
        <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
      </a>
    </li>
  ))
}
