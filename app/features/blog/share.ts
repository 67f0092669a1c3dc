/** Share links for an article (product.md: microblog, social network, professional network), with encoded title and URL. */
export type ShareNetwork = 'x' | 'facebook' | 'linkedin'

export function shareLinks(title: string, url: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: 'x', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
}
