import { contentType } from '../define'

/** The Creative Lab (/creative-lab, /kreativ-lab): its brand identity list and its free design resources. */
export const brandLogo = contentType('api::origin3-logo.origin3-logo', {
  name: { en: 'Brand logo', no: 'Merkevarelogo' },
  title: 'LogoTitle',
  list: ['LogoImage'],
  fields: {
    LogoTitle: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: "The logo's name in the Creative Lab's brand identity list (/creative-lab, /kreativ-lab), numbered 01, 02… in the order they were made.",
        no: 'Logoens navn i merkevarelisten i Kreativ Lab (/creative-lab, /kreativ-lab), nummerert 01, 02 … i den rekkefølgen de ble laget.',
      },
    },
    LogoImage: {
      label: { en: 'Logo file', no: 'Logofil' },
      description: {
        en: 'The logo shown beside its name; visitors download it as logo.svg, so only an SVG file is accepted.',
        no: 'Logoen som vises ved siden av navnet; besøkende laster den ned som logo.svg, så bare en SVG-fil godtas.',
      },
    },
    onDark: {
      label: { en: 'Shown on dark', no: 'Vises på mørkt' },
      description: {
        en: 'On for a light logo, made for dark backgrounds: its tile in the list is then dark instead of white. Upload it without a background of its own.',
        no: 'På for en lys logo, laget for mørk bakgrunn: flisen i listen blir da mørk i stedet for hvit. Last den opp uten egen bakgrunn.',
      },
    },
  },
})

/** A free design resource in the Creative Lab, under its category's filter. */
export const designResource = contentType('api::creative-file.creative-file', {
  name: { en: 'Design resource', no: 'Designressurs' },
  title: 'FileName',
  list: ['FileCategory', 'Thumbnail'],
  fields: {
    FileName: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: "The resource's name under its picture in the Creative Lab's free resources (/creative-lab, /kreativ-lab).",
        no: 'Ressursens navn under bildet i de gratis ressursene i Kreativ Lab (/creative-lab, /kreativ-lab).',
      },
      width: 'half',
    },
    FileCategory: {
      label: { en: 'Category', no: 'Kategori' },
      description: {
        en: 'The filter it is listed under (UI/UX, Wallpapers).',
        no: 'Filteret den står under (UI/UX, Bakgrunnsbilder).',
      },
      width: 'half',
    },
    Thumbnail: {
      label: { en: 'Preview picture', no: 'Forhåndsbilde' },
      description: {
        en: 'The picture on its card.',
        no: 'Bildet på kortet.',
      },
    },
    DriveLink: {
      label: { en: 'Cloud folder link', no: 'Lenke til skymappe' },
      description: {
        en: 'A link to the shared folder visitors download it from (https://…). When set, it replaces the two files below.',
        no: 'En lenke til den delte mappen besøkende laster den ned fra (https://…). Når den er fylt ut, erstatter den de to filene under.',
      },
    },
    File: {
      label: { en: 'Download file', no: 'Fil til nedlasting' },
      description: {
        en: 'The file visitors download when there is no folder link; with a phone version beside it, this is the desktop size.',
        no: 'Filen besøkende laster ned når det ikke er noen mappelenke; med en mobilversjon ved siden av er dette størrelsen for datamaskin.',
      },
      width: 'half',
    },
    PhoneFile: {
      label: { en: 'Phone version', no: 'Mobilversjon' },
      description: {
        en: 'A wallpaper in phone size, offered beside the file.',
        no: 'Et bakgrunnsbilde i mobilstørrelse, som tilbys ved siden av filen.',
      },
      width: 'half',
    },
  },
})

/** A filter of the Creative Lab's free resources. */
export const designResourceCategory = contentType('api::file-category.file-category', {
  name: { en: 'Design resource category', no: 'Designressurskategori' },
  title: 'Category',
  list: ['files'],
  fields: {
    Category: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: "The filter's name over the Creative Lab's free resources (Wallpapers, Bakgrunnsbilder in Norwegian).",
        no: 'Filterets navn over de gratis ressursene i Kreativ Lab (Bakgrunnsbilder, Wallpapers på engelsk).',
      },
    },
    files: {
      label: { en: 'Resources', no: 'Ressurser' },
      description: {
        en: 'The resources under this filter (also chosen on each resource, under Category).',
        no: 'Ressursene under dette filteret (velges også på hver ressurs, under Kategori).',
      },
    },
  },
})
