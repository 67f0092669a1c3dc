/**
 * What of the agency is part of the product, not of its content: the name in the logo, the two clocks' time zones and
 * the Creative Lab's playlist. The e-mail address, the offices' addresses, the social links and the header and footer
 * texts are content: editors change them in the CMS (site settings, decision 036), as are the about page's numbers,
 * the founding year among them (decision 040).
 */
export type ClockOffice = {
  id: 'kosovo' | 'norway'
  /** ISO 3166 code shown on the clocks (XK is Kosovo's user-assigned code). */
  countryCode: 'XK' | 'NO'
  timeZone: string
}

export const site = {
  name: 'Origin',
  offices: [
    {
      id: 'kosovo',
      countryCode: 'XK',
      timeZone: 'Europe/Belgrade',
    },
    {
      id: 'norway',
      countryCode: 'NO',
      timeZone: 'Europe/Oslo',
    },
  ],
  /** The Creative Lab's music playground: the studio playlist, embedded 440 × 407 (product.md §9). */
  playlist: {
    embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX8Uebhn9wzrS?utm_source=generator&theme=0',
    pageUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX8Uebhn9wzrS',
  },
} as const satisfies {
  name: string
  offices: readonly ClockOffice[]
  playlist: { embedUrl: string; pageUrl: string }
}
