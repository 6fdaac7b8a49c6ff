// Renders a PDF's first page to PNG with mupdf (WASM) in a worker thread: rendering is synchronous CPU
// work that would otherwise hold the server's event loop for as long as the page takes. Plain JavaScript
// so the worker starts without a TypeScript loader. Input: { path, maxWidth }; output: { png } or { error }.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import * as mupdf from 'mupdf';

const { path, maxWidth } = workerData;

try {
  const bytes = await readFile(path);
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  if (document.countPages() < 1) throw new Error('the PDF has no pages');
  const page = document.loadPage(0);
  const [x0, y0, x1, y1] = page.getBounds();
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  // Wide enough for a sharp 640-pixel cover, never a huge pixmap for a poster-sized page.
  const scale = Math.min(4, maxWidth / width, (maxWidth * 4) / height);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  const png = pixmap.asPNG();
  parentPort.postMessage({ png });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
