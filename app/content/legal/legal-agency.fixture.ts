import type { AgencyDetails } from './legal-markdown.server'

/** The agency's details in the legal renderer's tests: unlike the real ones, so the texts must take them from here. */
export const agency: AgencyDetails = {
  name: 'Testbureau',
  email: 'legal@testbureau.invalid',
  offices: [
    { street: null, city: 'Fushë Kosovë', postcode: '12000', country: 'Kosovo' },
    { street: 'Storgata 1', city: 'Bryne', postcode: '4340', country: 'Norway' },
  ],
}
