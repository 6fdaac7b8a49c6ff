// A SCORM-shaped zip bomb: a valid manifest and launch page beside one entry of zeros that deflates
// about 1000:1. Built by streaming, so a 1,000 MB entry never sits in memory here.
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="bomb" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Bomb</title>
    <item identifier="i" identifierref="r"><title>Bomb</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html">
    <file href="index.html"/><file href="zeros.bin"/></resource></resources>
</manifest>`;

/** A zip whose `zeros.bin` unpacks to `unpackedMb` MB (about 1 KB per MB packed). */
export function buildZipBomb(unpackedMb: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for (const [name, text] of [
    ['imsmanifest.xml', MANIFEST],
    ['index.html', '<!doctype html><title>Bomb</title>'],
  ] as const) {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  const zeros = new ZipDeflate('zeros.bin', { level: 9 });
  zip.add(zeros);
  const megabyte = new Uint8Array(1024 * 1024);
  for (let i = 0; i < unpackedMb; i += 1) zeros.push(megabyte, i === unpackedMb - 1);
  zip.end();
  if (failure) throw failure;
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
