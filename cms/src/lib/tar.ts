/**
 * A gzip-compressed tar archive (POSIX ustar) of a few regular files, made in memory with Node alone: the export of
 * one person's data (src/lib/personal-data.ts) is a JSON file and their CVs and letters, all under short names this
 * CMS chooses, so the format's long-name, link and device extensions are not needed. Nothing is written to a temporary
 * folder on the way. `tar -xzf` (GNU, BSD), 7-Zip and the operating systems' archive tools open it.
 */
import { gzipSync } from 'node:zlib'

export interface TarEntry {
  /** A relative path of ASCII characters, at most 100 bytes, e.g. `job-applications/12/cv.pdf`. */
  name: string
  bytes: Buffer
  mtime: Date
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
  block.write(octal(entry.bytes.length, 12), 124, 'ascii')
  block.write(octal(entry.mtime.getTime() / 1000, 12), 136, 'ascii')
  block.write('        ', 148, 'ascii') // the checksum counts its own field as spaces
  block.write('0', 156, 'ascii') // a regular file
  block.write('ustar\u000000', 257, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return block
}

export function tarGz(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = []
  for (const entry of entries) {
    parts.push(header(entry), entry.bytes)
    const rest = entry.bytes.length % BLOCK
    if (rest) parts.push(Buffer.alloc(BLOCK - rest))
  }
  parts.push(Buffer.alloc(2 * BLOCK)) // the end of the archive
  return gzipSync(Buffer.concat(parts))
}
