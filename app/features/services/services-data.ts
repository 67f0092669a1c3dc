/** The order of SPEC's service panels, their items, and the six process steps; the words are in the dictionaries. */
export const servicePanels = [
  {
    key: 'design',
    count: '01',
    items: ['brand', 'graphic', 'animation', 'print', 'social', 'packaging', 'motion', 'illustration'],
  },
  {
    key: 'development',
    count: '02',
    items: ['uiux', 'web', 'ecommerce', 'software', 'responsive', 'seo', 'api', 'security'],
  },
  {
    key: 'marketing',
    count: '03',
    items: ['digital', 'social', 'ads', 'content', 'video', 'analysis', 'campaigns'],
  },
] as const

export const processSteps = ['consultation', 'ideation', 'build', 'testing', 'evaluation', 'delivery'] as const
