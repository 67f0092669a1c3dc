/**
 * A gzip-compressed tar archive (POSIX ustar) of a few regular files, streamed with Node alone: the export of one
 * person's data (src/lib/personal-data.ts) is a JSON file and their CVs and letters, all under short names this CMS
 * chooses, so the format's long-name, link and device extensions are not needed. Each file is read only when the
 * archive reaches it and passes through in chunks: nothing is held whole in memory or written to a temporary folder.
 * `tar -xzf` (GNU, BSD), 7-Zip and the operating systems' archive tools open it.
 */
import { pipeline, Readable } from 'node:stream'
import { createGzip } from 'node:zlib'

export interface TarEntry {
  /** A relative path of ASCII characters, at most 100 bytes, e.g. `job-applications/12/cv.pdf`. */
  name: string
  /** The content's length in bytes, which the entry's header states before the content. */
  size: number
  mtime: Date
  /** The content, opened when the archive reaches this entry. */
  content: () => Iterable<Uint8Array> | AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>
}

const BLOCK = 512

/** A number as the zero-padded octal digits ustar wants, ending with NUL, in a field of `width` bytes. */
function octal(value: number, width: number): string {
  return `${Math.floor(value)
    .toString(8)
    .padStart(width - 1, '0')}\0`
}

function header(entry: TarEntry): Buffer {
  if (!/^[\x21-\x7e][\x20-\x7e]*$/.test(entry.name) || entry.name.length > 100 || entry.name.startsWith('/')) {
    throw new Error(`tar: unsupported entry name ${JSON.stringify(entry.name)}`)
  }
  const block = Buffer.alloc(BLOCK)
  block.write(entry.name, 0, 'ascii')
  block.write(octal(0o600, 8), 100, 'ascii') // readable by whoever extracts it only
  block.write(octal(0, 8), 108, 'ascii') // uid
  block.write(octal(0, 8), 116, 'ascii') // gid
  block.write(octal(entry.size, 12), 124, 'ascii')
  block.write(octal(entry.mtime.getTime() / 1000, 12), 136, 'ascii')
  block.write('        ', 148, 'ascii') // the checksum counts its own field as spaces
  block.write('0', 156, 'ascii') // a regular file
  block.write('ustar\u000000', 257, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return block
}

async function* blocks(entries: readonly TarEntry[]): AsyncGenerator<Uint8Array> {
  for (const entry of entries) {
    yield header(entry)
    let read = 0
    for await (const chunk of await entry.content()) {
      read += chunk.length
      // A file that grew or shrank since its size was taken would make every entry after it unreadable.
      if (read > entry.size) break
      yield chunk
    }
    if (read !== entry.size) throw new Error(`tar: ${entry.name} changed while it was read`)
    const rest = entry.size % BLOCK
    if (rest) yield Buffer.alloc(BLOCK - rest)
  }
  yield Buffer.alloc(2 * BLOCK) // the end of the archive
}

/** The archive as a stream; a file that cannot be read ends it with that error. */
export function tarGz(entries: readonly TarEntry[]): Readable {
  const gzip = createGzip()
  // pipeline passes a failure on to the gzip stream, where whoever reads the archive sees it.
  pipeline(Readable.from(blocks(entries)), gzip, () => undefined)
  return gzip
}
