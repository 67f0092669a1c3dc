/** Fields several types share, worded once: Strapi's own, the SEO fields, a page's address and its earlier ones. */
import type { FieldText, SystemField, Words } from './define'

/** Strapi's own fields, as the list view's columns and filters name them (never in an edit view). */
export const SYSTEM_FIELDS: Record<SystemField, FieldText> = {
  id: {
    label: { en: 'No.', no: 'Nr.' },
    description: {
      en: 'The number Strapi gave the entry when it was made.',
      no: 'Nummeret Strapi ga oppføringen da den ble laget.',
    },
  },
  createdAt: {
    label: { en: 'Created', no: 'Opprettet' },
    description: { en: 'When the entry was first saved.', no: 'Da oppføringen ble lagret første gang.' },
  },
  updatedAt: {
    label: { en: 'Last changed', no: 'Sist endret' },
    description: { en: 'When the entry was last saved.', no: 'Da oppføringen sist ble lagret.' },
  },
  createdBy: {
    label: { en: 'Created by', no: 'Opprettet av' },
    description: { en: 'Who first saved the entry.', no: 'Hvem som lagret oppføringen første gang.' },
  },
  updatedBy: {
    label: { en: 'Last changed by', no: 'Sist endret av' },
    description: { en: 'Who last saved the entry.', no: 'Hvem som sist lagret oppføringen.' },
  },
}

/**
 * The three SEO fields at the end of a page's entry (decision 039). `page` names the page in a sentence ("the about
 * page"); `fallback` says what the search description is when left empty.
 */
export function seoFields(page: Words, fallback: Words) {
  return {
    metaTitle: {
      label: { en: 'Search title', no: 'Tittel i søk' },
      description: {
        en: `The title of ${page.en} in search results and the browser tab, instead of its own (70 characters at most). Leave empty to use the page's own title.`,
        no: `Tittelen på ${page.no} i søkeresultater og nettleserfanen, i stedet for sidens egen (høyst 70 tegn). La feltet stå tomt for å bruke sidens egen tittel.`,
      },
    },
    metaDescription: {
      label: { en: 'Search description', no: 'Beskrivelse i søk' },
      description: {
        en: `The text under the title of ${page.en} in search results and link previews (160 characters at most). When empty: ${fallback.en}.`,
        no: `Teksten under tittelen på ${page.no} i søkeresultater og forhåndsvisninger av lenker (høyst 160 tegn). Tom: ${fallback.no}.`,
      },
    },
    shareImage: {
      label: { en: 'Share image', no: 'Delingsbilde' },
      description: {
        en: `The picture a link to ${page.en} shows on social networks and in chats (1200 × 630 pixels suit it best). Leave empty for the card the site draws from the title.`,
        no: `Bildet en lenke til ${page.no} viser på sosiale medier og i chatter (1200 × 630 piksler passer best). La feltet stå tomt for kortet nettstedet lager av tittelen.`,
      },
    },
  } satisfies Record<string, FieldText>
}

/**
 * A document's slug: the end of its address in each language. `paths` are its page's two paths up to the slug
 * (`/projects/`, `/projekter/`).
 */
export function slugField(thing: Words, paths: Words): FieldText {
  return {
    label: { en: 'Address', no: 'Adresse' },
    description: {
      en: `The end of ${thing.en}'s address: ${paths.en}… for the English version, ${paths.no}… for the Norwegian. Lower-case letters, digits and hyphens, made from the title. Changing it keeps the old address working (Earlier addresses).`,
      no: `Slutten av adressen til ${thing.no}: ${paths.no}… for den norske versjonen, ${paths.en}… for den engelske. Små bokstaver, tall og bindestrek, laget av tittelen. Endrer du den, virker den gamle adressen fortsatt (Tidligere adresser).`,
    },
  }
}

/** The slugs a document had before (decision 037), kept by the CMS on every save. */
export const EARLIER_SLUGS: FieldText = {
  label: { en: 'Earlier addresses', no: 'Tidligere adresser' },
  description: {
    en: 'Filled in by the CMS: when the address changes, the old one is kept here and sends visitors on to the new one. Remove an entry only when that old address should stop working.',
    no: 'Fylles ut av CMS-et: når adressen endres, blir den gamle liggende her og sender besøkende videre til den nye. Fjern en oppføring bare når den gamle adressen skal slutte å virke.',
  },
}
