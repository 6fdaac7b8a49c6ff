// Certificate rows written straight into the tables (as issuing would leave them), for the learner's list
// and the public verification tests: a template to point at, and certificates with chosen dates and states.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import {
  certificates,
  certificateTemplates,
  certificateTemplateVersions,
} from '../../../server/db/schema/credentials';
import type { CertificateDesign } from '../../../src/schemas/certificateDesign';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 20 base32 characters, as issuing makes them. */
export const randomCode = (): string => Array.from(randomBytes(20), (byte) => BASE32[byte % 32]).join('');

export async function addTemplate(db: Db, name = 'Test template'): Promise<string> {
  const [row] = await db
    .insert(certificateTemplates)
    .values({ name })
    .returning({ id: certificateTemplates.id });
  await db
    .insert(certificateTemplateVersions)
    .values({ templateId: row!.id, version: 1, design: {} as CertificateDesign });
  return row!.id;
}

export interface CertificateSpec {
  userId: string;
  templateId: string;
  title?: string;
  learnerName?: string;
  completedOn?: string;
  expiresOn?: string | null;
  issuedAt?: Date;
  revokedAt?: Date | null;
  revokedReason?: string | null;
  /** The PDF's bytes: the row is READY with their SHA-256; without, PENDING. */
  pdf?: Uint8Array;
  code?: string;
}

export async function addCertificate(db: Db, spec: CertificateSpec) {
  const code = spec.code ?? randomCode();
  const completedOn = spec.completedOn ?? '2026-01-15';
  const title = spec.title ?? 'Fire safety';
  const [row] = await db
    .insert(certificates)
    .values({
      code,
      userId: spec.userId,
      templateId: spec.templateId,
      templateVersion: 1,
      subjectKey: `media:${randomBytes(8).toString('hex')}`,
      roundKey: new Date().toISOString() + Math.random(),
      locale: 'en',
      data: {
        learnerName: spec.learnerName ?? 'Anna Example',
        title,
        completedOn,
        expiresOn: spec.expiresOn ?? null,
        score: null,
        unitName: null,
        dateFormat: 'dd.MM.yyyy',
      },
      completedOn,
      expiresOn: spec.expiresOn ?? null,
      issuedAt: spec.issuedAt ?? new Date('2026-01-15T10:00:00Z'),
      revokedAt: spec.revokedAt ?? null,
      revokedReason: spec.revokedReason ?? null,
      pdfStatus: spec.pdf ? 'READY' : 'PENDING',
      pdfPath: spec.pdf ? `certificates/${code}.pdf` : null,
      sha256: spec.pdf ? createHash('sha256').update(spec.pdf).digest('hex') : null,
      renderedAt: spec.pdf ? new Date() : null,
    })
    .returning();
  return row!;
}

/** A small but real PDF (one page with a line of text), different for each label. */
export function tinyPdf(label: string): Uint8Array {
  const stream = `BT /F1 18 Tf 40 100 Td (${label.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
