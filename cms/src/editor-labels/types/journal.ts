import { contentType } from '../define'
import { EARLIER_SLUGS, seoFields, slugField } from '../shared'

/** A journal article: its card on the journal (/blogs, /blog) and its own page, top to bottom (BlogArticleScreen.tsx). */
export const blog = contentType('api::blog.blog', {
  name: { en: 'Blog', no: 'Artikkel' },
  title: 'Title',
  list: ['BlogCategory', 'releaseDate'],
  sort: { by: 'releaseDate', order: 'DESC' },
  fields: {
    Title: {
      label: { en: 'Article title', no: 'Artikkeltittel' },
      description: {
        en: "The article's heading: on its page, its card in the journal (/blogs, /blog), the READ MORE cards and the home page's journal rows.",
        no: 'Artikkelens overskrift: på siden, på kortet i tidsskriftet (/blogs, /blog), i LES MER-kortene og i tidsskriftradene på forsiden.',
      },
      width: 'half',
    },
    slug: {
      ...slugField({ en: 'this article', no: 'denne artikkelen' }, { en: '/blogs/', no: '/blog/' }),
      width: 'half',
    },
    UnderTitle: {
      label: { en: 'Subtitle', no: 'Undertittel' },
      description: {
        en: 'One or two sentences under the heading on its page; also its search description when that is empty.',
        no: 'En eller to setninger under overskriften på siden; også beskrivelsen i søk når den er tom.',
      },
    },
    BlogCategory: {
      label: { en: 'Category', no: 'Kategori' },
      description: {
        en: 'The tab it is listed under in the journal (Trends, Best Practices, Industry Insights), and the word above its heading.',
        no: 'Fanen den står under i tidsskriftet (Trender, Beste Praksis, Bransjeinnsikt), og ordet over overskriften.',
      },
      // Full width: in a third, the chosen category's name was cut to a letter or two beside its status.
    },
    releaseDate: {
      label: { en: 'Date', no: 'Dato' },
      description: {
        en: 'The date shown on the article and its cards, day first (02.12.2026). The English admin writes it month first here: 12/02/2026 is 2 December. The journal lists the newest first. Empty: the day it is saved.',
        no: 'Datoen som vises på artikkelen og kortene (DD.MM.ÅÅÅÅ); tidsskriftet viser de nyeste først. Tom: dagen den lagres.',
      },
      width: 'third',
    },
    MinRead: {
      label: { en: 'Minutes to read', no: 'Minutter å lese' },
      description: {
        en: 'Shown beside the date ("5 min read").',
        no: 'Vises ved siden av datoen («5 min lesing»).',
      },
      width: 'third',
    },
    MainImage: {
      label: { en: 'Main picture', no: 'Hovedbilde' },
      description: {
        en: 'The wide picture between the heading and the text.',
        no: 'Det brede bildet mellom overskriften og teksten.',
      },
      width: 'half',
    },
    ThumbnailImage: {
      label: { en: 'Card picture', no: 'Kortbilde' },
      description: {
        en: "The picture on its card in the journal and READ MORE (empty: the main picture), and beside the cursor in the home page's journal rows.",
        no: 'Bildet på kortet i tidsskriftet og LES MER (tomt: hovedbildet), og ved markøren i tidsskriftradene på forsiden.',
      },
      width: 'half',
    },
    BlogEditor: {
      label: { en: 'Article text', no: 'Artikkeltekst' },
      description: {
        en: 'The article itself, under the main picture: paragraphs, headings, lists, quotes, links and pictures.',
        no: 'Selve artikkelen, under hovedbildet: avsnitt, overskrifter, lister, sitater, lenker og bilder.',
      },
    },
    earlierSlugs: EARLIER_SLUGS,
    ...seoFields(
      { en: "this article's page", no: 'artikkelens side' },
      { en: 'the subtitle, or the start of the text', no: 'undertittelen, eller starten av teksten' },
    ),
  },
})

/** One of the journal's three tabs (decision 054: Trends, Best Practices, Industry Insights). */
export const blogCategory = contentType('api::blog-category.blog-category', {
  name: { en: 'Blog category', no: 'Artikkelkategori' },
  title: 'Category',
  list: ['key', 'blogs'],
  fields: {
    Category: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: "The category's name in this language, as the home page's journal rows and the feeds show it.",
        no: 'Kategoriens navn på dette språket, slik tidsskriftradene på forsiden og nyhetsstrømmene viser det.',
      },
      width: 'half',
    },
    key: {
      label: { en: 'Tab', no: 'Fane' },
      description: {
        en: "Which of the journal's tabs it is; the tabs, and the word above an article's heading, use the site's own wording for it. The same in both languages.",
        no: 'Hvilken av tidsskriftets faner den er; fanene, og ordet over en artikkels overskrift, bruker nettstedets egen ordlyd for den. Lik på begge språk.',
      },
      width: 'half',
    },
    blogs: {
      label: { en: 'Articles', no: 'Artikler' },
      description: {
        en: 'The articles in this category (also chosen on each article, under Category).',
        no: 'Artiklene i denne kategorien (velges også på hver artikkel, under Kategori).',
      },
    },
  },
})
