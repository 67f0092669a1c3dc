/**
 * The two encodings every loop on the site is made in (scripts/media/make-videos.sh: WebM first, the MP4 for Safari), for
 * `/media/<name>.webm|mp4`; nothing until `attach`, so the video loads only when its screen says so.
 */
export function LoopSources({ name, attach }: { name: string; attach: boolean }) {
  if (!attach) return null
  return (
    <>
      <source src={`/media/${name}.webm`} type="video/webm" />
      <source src={`/media/${name}.mp4`} type="video/mp4" />
    </>
  )
}
