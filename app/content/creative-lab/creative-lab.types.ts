/** One way to get a resource: its cloud-drive folder, its file, or (a wallpaper) its desktop or phone size. */
export interface ResourceDownload {
  kind: 'drive' | 'file' | 'desktop' | 'phone'
  href: string
  width: number | null
  height: number | null
}
