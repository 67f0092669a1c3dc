import { expect, it } from 'vitest'
import {
  applicationFieldError,
  applicationFileError,
  looksLikeDocument,
  MAX_APPLICATION_FILE_BYTES,
} from './application-rules'

it('checks the text fields', () => {
  expect(applicationFieldError('name', ' ')).toBe('required')
  expect(applicationFieldError('email', 'nope')).toBe('email')
  expect(applicationFieldError('phoneNumber', '')).toBeUndefined()
  expect(applicationFieldError('message', 'x'.repeat(5001))).toBe('tooLong')
})

it('checks files in the browser: required CV, empty, too large, wrong type', () => {
  expect(applicationFileError(null, true)).toBe('cvRequired')
  expect(applicationFileError(null, false)).toBeUndefined()
  expect(applicationFileError({ name: 'cv.pdf', size: 0 }, true)).toBe('fileEmpty')
  expect(applicationFileError({ name: 'cv.pdf', size: MAX_APPLICATION_FILE_BYTES + 1 }, true)).toBe('fileSize')
  expect(applicationFileError({ name: 'cv.png', size: 10 }, true)).toBe('fileType')
  expect(applicationFileError({ name: 'CV.DOCX', size: 10 }, true)).toBeUndefined()
})

it('judges documents by their bytes', () => {
  const bytes = (s: string) => new TextEncoder().encode(s)
  expect(looksLikeDocument(bytes('%PDF-1.7 ...'))).toBe(true)
  expect(looksLikeDocument(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(true)
  expect(looksLikeDocument(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes('word/document.xml')]))).toBe(true)
  expect(looksLikeDocument(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes('xl/workbook.xml')]))).toBe(false)
  expect(looksLikeDocument(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false)
})
