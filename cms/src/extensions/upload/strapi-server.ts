/**
 * The upload plugin, extended (Strapi's documented place: src/extensions/<plugin>/strapi-server.ts): every picture
 * uploaded, by an editor in the media library or by the seed, gets AVIF formats beside Strapi's own (decision 029).
 */
import { avifFormats, type Format, type UploadFile } from '../../lib/modern-formats'

/** The image service's function this extension wraps (`image-manipulation` in @strapi/upload). */
type ImageService = { generateResponsiveFormats: (file: UploadFile) => Promise<Format[]> }

function isImageService(value: unknown): value is ImageService {
  return (
    typeof value === 'object' &&
    value !== null &&
    'generateResponsiveFormats' in value &&
    typeof value.generateResponsiveFormats === 'function'
  )
}

export default (plugin: { services: Record<string, unknown> }) => {
  const service = plugin.services['image-manipulation']
  if (!isImageService(service)) {
    // A Strapi update renamed what this wraps: pictures keep their own format only (the site serves them as they are).
    strapi.log.error('The upload plugin has no image-manipulation service: uploads get no AVIF formats')
    return plugin
  }
  const generateResponsiveFormats = service.generateResponsiveFormats
  plugin.services['image-manipulation'] = {
    ...service,
    // Strapi calls this for every resizable upload and replacement (uploadImage, replaceImage in its upload service)
    // and stores what it returns in `formats`, deleting them with the file.
    async generateResponsiveFormats(file: UploadFile): Promise<Format[]> {
      const formats = await generateResponsiveFormats(file)
      try {
        return [...formats, ...(await avifFormats(file, formats))]
      } catch (error) {
        // The upload itself must not fail for want of a smaller copy.
        strapi.log.warn(`No AVIF formats for ${file.name}: ${error instanceof Error ? error.message : String(error)}`)
        return formats
      }
    },
  }
  return plugin
}
