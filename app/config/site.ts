/**
 * The agency's identity in one typed place: the header, footer, contact page, structured data and e-mails read it.
 * Change the values here, never in components.
 */
export type Office = {
  id: 'kosovo' | 'norway'
  city: string
  postcode: string
  /** ISO 3166 code shown on the clocks (XK is Kosovo's user-assigned code). */
  countryCode: 'XK' | 'NO'
  timeZone: string
  /** A maps-service search link for the office. */
  mapsUrl: string
}

export type SocialLink = {
  id: 'instagram' | 'linkedin' | 'behance' | 'x' | 'facebook' | 'tiktok'
  url: string
}

export const site = {
  name: 'Origin',
  email: 'hello@origin.example',
  foundedYear: 2020,
  offices: [
    {
      id: 'kosovo',
      city: 'Pristina',
      postcode: '10000',
      countryCode: 'XK',
      timeZone: 'Europe/Belgrade',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Pristina+10000+Kosovo',
    },
    {
      id: 'norway',
      city: 'Sandnes',
      postcode: '4307',
      countryCode: 'NO',
      timeZone: 'Europe/Oslo',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Sandnes+4307+Norway',
    },
  ],
  social: [
    { id: 'instagram', url: 'https://www.instagram.com/origin.agency' },
    { id: 'linkedin', url: 'https://www.linkedin.com/company/origin-agency' },
    { id: 'behance', url: 'https://www.behance.net/origin-agency' },
    { id: 'x', url: 'https://x.com/origin_agency' },
    { id: 'facebook', url: 'https://www.facebook.com/origin.agency' },
    { id: 'tiktok', url: 'https://www.tiktok.com/@origin.agency' },
  ],
  /** The Creative Lab's music playground: the studio playlist, embedded 440 × 407 (SPEC 9). */
  playlist: {
    embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX8Uebhn9wzrS?utm_source=generator&theme=0',
    pageUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX8Uebhn9wzrS',
  },
} as const satisfies {
  name: string
  email: string
  foundedYear: number
  offices: readonly Office[]
  social: readonly SocialLink[]
  playlist: { embedUrl: string; pageUrl: string }
}
