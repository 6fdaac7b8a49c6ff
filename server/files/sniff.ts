// Decides what an upload is from its first bytes. The name and the declared type are the client's
// claims and are ignored: a renamed program stays a program. SVG and HTML are refused outright
// because the browser would run their scripts on our origin.
import type { FileKind } from '../db/schema/media';

export type Sniffed =
  { allowed: true; kind: FileKind; contentType: string; label: string } | { allowed: false; label: string };

export const ALLOWED_DESCRIPTION =
  'Allowed are SCORM 1.2 packages (.zip), MP4 and WebM videos, PDF documents and PNG, JPEG or WebP images.';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

// ISO base media brands of MP4 video; HEIC/AVIF images and QuickTime share the container but are not allowed.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'MSNV',
  'NDAS',
  'f4v ',
]);

export function sniff(head: Uint8Array): Sniffed {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return { allowed: true, kind: 'SCORM', contentType: 'application/zip', label: 'a zip archive' };
  }
  if (ascii(head, 0, 5) === '%PDF-')
    return { allowed: true, kind: 'PDF', contentType: 'application/pdf', label: 'a PDF document' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { allowed: true, kind: 'IMAGE', contentType: 'image/png', label: 'a PNG image' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { allowed: true, kind: 'IMAGE', contentType: 'image/jpeg', label: 'a JPEG image' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') {
    return { allowed: true, kind: 'IMAGE', contentType: 'image/webp', label: 'a WebP image' };
  }
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (MP4_BRANDS.has(brand))
      return { allowed: true, kind: 'VIDEO', contentType: 'video/mp4', label: 'an MP4 video' };
    return { allowed: false, label: `a media file of type "${brand.trim()}" (not MP4)` };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: the DocType element names the flavour; Matroska (.mkv) does not play in every browser.
    const text = ascii(head, 0, Math.min(head.length, 64));
    if (text.includes('webm'))
      return { allowed: true, kind: 'VIDEO', contentType: 'video/webm', label: 'a WebM video' };
    return { allowed: false, label: 'a Matroska (.mkv) video' };
  }
  return { allowed: false, label: describeRefused(head) };
}

function describeRefused(head: Uint8Array): string {
  if (head.length === 0) return 'empty';
  if (ascii(head, 0, 2) === 'MZ') return 'a Windows program';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'a Linux program';
  if (ascii(head, 0, 4) === 'GIF8') return 'a GIF image';
  const text = new TextDecoder('utf-8').decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (text.includes('<svg')) return 'an SVG image';
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'an HTML page';
  if (text.startsWith('<?xml')) return 'an XML document';
  return 'a file of a type that is not allowed';
}
