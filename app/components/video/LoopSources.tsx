/**
 * The two encodings every loop on the site is made in (scripts/media/make-videos.sh), for `/media/<name>.mp4|webm`;
 * nothing until `attach`, so the video loads only when its screen says so. H.264 first: every engine plays it (an
 * iPhone in hardware), while WebKit's WebM (GStreamer's, on Linux) stalls at the loop point of a looping WebM
 * whatever the server answers (decision 093); the WebM stays for a browser without H.264.
 */
export function LoopSources({ name, attach }: { name: string; attach: boolean }) {
  if (!attach) return null
  return (
    <>
      <source src={`/media/${name}.mp4`} type="video/mp4" />
      <source src={`/media/${name}.webm`} type="video/webm" />
    </>
  )
}
